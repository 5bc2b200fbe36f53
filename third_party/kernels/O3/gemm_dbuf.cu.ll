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
  %43 = getelementptr inbounds nuw i8, ptr %33, i64 12
  %44 = getelementptr inbounds nuw i8, ptr %33, i64 8
  %45 = getelementptr inbounds nuw i8, ptr %33, i64 4
  %46 = load float, ptr %33, align 16, !tbaa !11
  %47 = load float, ptr %45, align 4, !tbaa !11
  %48 = load float, ptr %44, align 8, !tbaa !11
  %49 = load float, ptr %43, align 4, !tbaa !11
  br label %50

50:                                               ; preds = %11, %42
  %51 = phi float [ %46, %42 ], [ 0.000000e+00, %11 ]
  %52 = phi float [ %47, %42 ], [ 0.000000e+00, %11 ]
  %53 = phi float [ %48, %42 ], [ 0.000000e+00, %11 ]
  %54 = phi float [ %49, %42 ], [ 0.000000e+00, %11 ]
  br i1 %27, label %55, label %63

55:                                               ; preds = %50
  %56 = getelementptr inbounds nuw i8, ptr %41, i64 12
  %57 = getelementptr inbounds nuw i8, ptr %41, i64 8
  %58 = getelementptr inbounds nuw i8, ptr %41, i64 4
  %59 = load float, ptr %41, align 16, !tbaa !11
  %60 = load float, ptr %58, align 4, !tbaa !11
  %61 = load float, ptr %57, align 8, !tbaa !11
  %62 = load float, ptr %56, align 4, !tbaa !11
  br label %63

63:                                               ; preds = %50, %55
  %64 = phi float [ %59, %55 ], [ 0.000000e+00, %50 ]
  %65 = phi float [ %60, %55 ], [ 0.000000e+00, %50 ]
  %66 = phi float [ %61, %55 ], [ 0.000000e+00, %50 ]
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
  %89 = icmp sgt i32 %2, 7
  br i1 %89, label %93, label %90

90:                                               ; preds = %63
  %91 = shl nuw nsw i32 %14, 2
  %92 = shl nuw nsw i32 %13, 2
  br label %101

93:                                               ; preds = %63
  %94 = shl nsw i64 %35, 5
  %95 = shl nuw nsw i32 %14, 2
  %96 = zext nneg i32 %95 to i64
  %97 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17sgemm_128x128_8x8E2As to ptr), i64 %96
  %98 = shl nuw nsw i32 %13, 2
  %99 = zext nneg i32 %98 to i64
  %100 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17sgemm_128x128_8x8E2Bs to ptr), i64 %99
  br label %173

101:                                              ; preds = %1072, %90
  %102 = phi i32 [ %92, %90 ], [ %98, %1072 ]
  %103 = phi i32 [ %91, %90 ], [ %95, %1072 ]
  %104 = phi float [ 0.000000e+00, %90 ], [ %1055, %1072 ]
  %105 = phi float [ 0.000000e+00, %90 ], [ %1054, %1072 ]
  %106 = phi float [ 0.000000e+00, %90 ], [ %1053, %1072 ]
  %107 = phi float [ 0.000000e+00, %90 ], [ %1052, %1072 ]
  %108 = phi float [ 0.000000e+00, %90 ], [ %1051, %1072 ]
  %109 = phi float [ 0.000000e+00, %90 ], [ %1050, %1072 ]
  %110 = phi float [ 0.000000e+00, %90 ], [ %1049, %1072 ]
  %111 = phi float [ 0.000000e+00, %90 ], [ %1048, %1072 ]
  %112 = phi float [ 0.000000e+00, %90 ], [ %1047, %1072 ]
  %113 = phi float [ 0.000000e+00, %90 ], [ %1046, %1072 ]
  %114 = phi float [ 0.000000e+00, %90 ], [ %1045, %1072 ]
  %115 = phi float [ 0.000000e+00, %90 ], [ %1044, %1072 ]
  %116 = phi float [ 0.000000e+00, %90 ], [ %1043, %1072 ]
  %117 = phi float [ 0.000000e+00, %90 ], [ %1042, %1072 ]
  %118 = phi float [ 0.000000e+00, %90 ], [ %1041, %1072 ]
  %119 = phi float [ 0.000000e+00, %90 ], [ %1040, %1072 ]
  %120 = phi float [ 0.000000e+00, %90 ], [ %1039, %1072 ]
  %121 = phi float [ 0.000000e+00, %90 ], [ %1038, %1072 ]
  %122 = phi float [ 0.000000e+00, %90 ], [ %1037, %1072 ]
  %123 = phi float [ 0.000000e+00, %90 ], [ %1036, %1072 ]
  %124 = phi float [ 0.000000e+00, %90 ], [ %1035, %1072 ]
  %125 = phi float [ 0.000000e+00, %90 ], [ %1034, %1072 ]
  %126 = phi float [ 0.000000e+00, %90 ], [ %1033, %1072 ]
  %127 = phi float [ 0.000000e+00, %90 ], [ %1032, %1072 ]
  %128 = phi float [ 0.000000e+00, %90 ], [ %1031, %1072 ]
  %129 = phi float [ 0.000000e+00, %90 ], [ %1030, %1072 ]
  %130 = phi float [ 0.000000e+00, %90 ], [ %1029, %1072 ]
  %131 = phi float [ 0.000000e+00, %90 ], [ %1028, %1072 ]
  %132 = phi float [ 0.000000e+00, %90 ], [ %1027, %1072 ]
  %133 = phi float [ 0.000000e+00, %90 ], [ %1026, %1072 ]
  %134 = phi float [ 0.000000e+00, %90 ], [ %1025, %1072 ]
  %135 = phi float [ 0.000000e+00, %90 ], [ %1024, %1072 ]
  %136 = phi float [ 0.000000e+00, %90 ], [ %1023, %1072 ]
  %137 = phi float [ 0.000000e+00, %90 ], [ %1022, %1072 ]
  %138 = phi float [ 0.000000e+00, %90 ], [ %1021, %1072 ]
  %139 = phi float [ 0.000000e+00, %90 ], [ %1020, %1072 ]
  %140 = phi float [ 0.000000e+00, %90 ], [ %1019, %1072 ]
  %141 = phi float [ 0.000000e+00, %90 ], [ %1018, %1072 ]
  %142 = phi float [ 0.000000e+00, %90 ], [ %1017, %1072 ]
  %143 = phi float [ 0.000000e+00, %90 ], [ %1016, %1072 ]
  %144 = phi float [ 0.000000e+00, %90 ], [ %1015, %1072 ]
  %145 = phi float [ 0.000000e+00, %90 ], [ %1014, %1072 ]
  %146 = phi float [ 0.000000e+00, %90 ], [ %1013, %1072 ]
  %147 = phi float [ 0.000000e+00, %90 ], [ %1012, %1072 ]
  %148 = phi float [ 0.000000e+00, %90 ], [ %1011, %1072 ]
  %149 = phi float [ 0.000000e+00, %90 ], [ %1010, %1072 ]
  %150 = phi float [ 0.000000e+00, %90 ], [ %1009, %1072 ]
  %151 = phi float [ 0.000000e+00, %90 ], [ %1008, %1072 ]
  %152 = phi float [ 0.000000e+00, %90 ], [ %1007, %1072 ]
  %153 = phi float [ 0.000000e+00, %90 ], [ %1006, %1072 ]
  %154 = phi float [ 0.000000e+00, %90 ], [ %1005, %1072 ]
  %155 = phi float [ 0.000000e+00, %90 ], [ %1004, %1072 ]
  %156 = phi float [ 0.000000e+00, %90 ], [ %1003, %1072 ]
  %157 = phi float [ 0.000000e+00, %90 ], [ %1002, %1072 ]
  %158 = phi float [ 0.000000e+00, %90 ], [ %1001, %1072 ]
  %159 = phi float [ 0.000000e+00, %90 ], [ %1000, %1072 ]
  %160 = phi float [ 0.000000e+00, %90 ], [ %999, %1072 ]
  %161 = phi float [ 0.000000e+00, %90 ], [ %998, %1072 ]
  %162 = phi float [ 0.000000e+00, %90 ], [ %997, %1072 ]
  %163 = phi float [ 0.000000e+00, %90 ], [ %996, %1072 ]
  %164 = phi float [ 0.000000e+00, %90 ], [ %995, %1072 ]
  %165 = phi float [ 0.000000e+00, %90 ], [ %994, %1072 ]
  %166 = phi float [ 0.000000e+00, %90 ], [ %993, %1072 ]
  %167 = phi float [ 0.000000e+00, %90 ], [ %992, %1072 ]
  %168 = or disjoint i32 %102, %18
  %169 = sext i32 %10 to i64
  %170 = fcmp contract une float %8, 0.000000e+00
  %171 = add nuw nsw i32 %103, %16
  %172 = icmp slt i32 %171, %0
  br i1 %172, label %1074, label %1136

173:                                              ; preds = %93, %1072
  %174 = phi float [ 0.000000e+00, %93 ], [ %1055, %1072 ]
  %175 = phi float [ 0.000000e+00, %93 ], [ %1054, %1072 ]
  %176 = phi float [ 0.000000e+00, %93 ], [ %1053, %1072 ]
  %177 = phi float [ 0.000000e+00, %93 ], [ %1052, %1072 ]
  %178 = phi float [ 0.000000e+00, %93 ], [ %1051, %1072 ]
  %179 = phi float [ 0.000000e+00, %93 ], [ %1050, %1072 ]
  %180 = phi float [ 0.000000e+00, %93 ], [ %1049, %1072 ]
  %181 = phi float [ 0.000000e+00, %93 ], [ %1048, %1072 ]
  %182 = phi float [ 0.000000e+00, %93 ], [ %1047, %1072 ]
  %183 = phi float [ 0.000000e+00, %93 ], [ %1046, %1072 ]
  %184 = phi float [ 0.000000e+00, %93 ], [ %1045, %1072 ]
  %185 = phi float [ 0.000000e+00, %93 ], [ %1044, %1072 ]
  %186 = phi float [ 0.000000e+00, %93 ], [ %1043, %1072 ]
  %187 = phi float [ 0.000000e+00, %93 ], [ %1042, %1072 ]
  %188 = phi float [ 0.000000e+00, %93 ], [ %1041, %1072 ]
  %189 = phi float [ 0.000000e+00, %93 ], [ %1040, %1072 ]
  %190 = phi float [ 0.000000e+00, %93 ], [ %1039, %1072 ]
  %191 = phi float [ 0.000000e+00, %93 ], [ %1038, %1072 ]
  %192 = phi float [ 0.000000e+00, %93 ], [ %1037, %1072 ]
  %193 = phi float [ 0.000000e+00, %93 ], [ %1036, %1072 ]
  %194 = phi float [ 0.000000e+00, %93 ], [ %1035, %1072 ]
  %195 = phi float [ 0.000000e+00, %93 ], [ %1034, %1072 ]
  %196 = phi float [ 0.000000e+00, %93 ], [ %1033, %1072 ]
  %197 = phi float [ 0.000000e+00, %93 ], [ %1032, %1072 ]
  %198 = phi float [ 0.000000e+00, %93 ], [ %1031, %1072 ]
  %199 = phi float [ 0.000000e+00, %93 ], [ %1030, %1072 ]
  %200 = phi float [ 0.000000e+00, %93 ], [ %1029, %1072 ]
  %201 = phi float [ 0.000000e+00, %93 ], [ %1028, %1072 ]
  %202 = phi float [ 0.000000e+00, %93 ], [ %1027, %1072 ]
  %203 = phi float [ 0.000000e+00, %93 ], [ %1026, %1072 ]
  %204 = phi float [ 0.000000e+00, %93 ], [ %1025, %1072 ]
  %205 = phi float [ 0.000000e+00, %93 ], [ %1024, %1072 ]
  %206 = phi float [ 0.000000e+00, %93 ], [ %1023, %1072 ]
  %207 = phi float [ 0.000000e+00, %93 ], [ %1022, %1072 ]
  %208 = phi float [ 0.000000e+00, %93 ], [ %1021, %1072 ]
  %209 = phi float [ 0.000000e+00, %93 ], [ %1020, %1072 ]
  %210 = phi float [ 0.000000e+00, %93 ], [ %1019, %1072 ]
  %211 = phi float [ 0.000000e+00, %93 ], [ %1018, %1072 ]
  %212 = phi float [ 0.000000e+00, %93 ], [ %1017, %1072 ]
  %213 = phi float [ 0.000000e+00, %93 ], [ %1016, %1072 ]
  %214 = phi float [ 0.000000e+00, %93 ], [ %1015, %1072 ]
  %215 = phi float [ 0.000000e+00, %93 ], [ %1014, %1072 ]
  %216 = phi float [ 0.000000e+00, %93 ], [ %1013, %1072 ]
  %217 = phi float [ 0.000000e+00, %93 ], [ %1012, %1072 ]
  %218 = phi float [ 0.000000e+00, %93 ], [ %1011, %1072 ]
  %219 = phi float [ 0.000000e+00, %93 ], [ %1010, %1072 ]
  %220 = phi float [ 0.000000e+00, %93 ], [ %1009, %1072 ]
  %221 = phi float [ 0.000000e+00, %93 ], [ %1008, %1072 ]
  %222 = phi float [ 0.000000e+00, %93 ], [ %1007, %1072 ]
  %223 = phi float [ 0.000000e+00, %93 ], [ %1006, %1072 ]
  %224 = phi float [ 0.000000e+00, %93 ], [ %1005, %1072 ]
  %225 = phi float [ 0.000000e+00, %93 ], [ %1004, %1072 ]
  %226 = phi float [ 0.000000e+00, %93 ], [ %1003, %1072 ]
  %227 = phi float [ 0.000000e+00, %93 ], [ %1002, %1072 ]
  %228 = phi float [ 0.000000e+00, %93 ], [ %1001, %1072 ]
  %229 = phi float [ 0.000000e+00, %93 ], [ %1000, %1072 ]
  %230 = phi float [ 0.000000e+00, %93 ], [ %999, %1072 ]
  %231 = phi float [ 0.000000e+00, %93 ], [ %998, %1072 ]
  %232 = phi float [ 0.000000e+00, %93 ], [ %997, %1072 ]
  %233 = phi float [ 0.000000e+00, %93 ], [ %996, %1072 ]
  %234 = phi float [ 0.000000e+00, %93 ], [ %995, %1072 ]
  %235 = phi float [ 0.000000e+00, %93 ], [ %994, %1072 ]
  %236 = phi float [ 0.000000e+00, %93 ], [ %993, %1072 ]
  %237 = phi float [ 0.000000e+00, %93 ], [ %992, %1072 ]
  %238 = phi ptr [ %33, %93 ], [ %286, %1072 ]
  %239 = phi ptr [ %41, %93 ], [ %285, %1072 ]
  %240 = phi float [ %54, %93 ], [ %284, %1072 ]
  %241 = phi float [ %53, %93 ], [ %283, %1072 ]
  %242 = phi float [ %52, %93 ], [ %282, %1072 ]
  %243 = phi float [ %51, %93 ], [ %281, %1072 ]
  %244 = phi float [ %67, %93 ], [ %280, %1072 ]
  %245 = phi float [ %66, %93 ], [ %279, %1072 ]
  %246 = phi float [ %65, %93 ], [ %278, %1072 ]
  %247 = phi float [ %64, %93 ], [ %277, %1072 ]
  %248 = phi i32 [ 0, %93 ], [ %1056, %1072 ]
  %249 = phi i32 [ 0, %93 ], [ %250, %1072 ]
  %250 = add nuw nsw i32 %249, 1
  %251 = icmp slt i32 %250, %88
  br i1 %251, label %252, label %276

252:                                              ; preds = %173
  %253 = getelementptr inbounds nuw i8, ptr %238, i64 32
  %254 = getelementptr inbounds nuw i8, ptr %239, i64 %94
  br i1 %25, label %255, label %263

255:                                              ; preds = %252
  %256 = getelementptr inbounds nuw i8, ptr %238, i64 44
  %257 = getelementptr inbounds nuw i8, ptr %238, i64 40
  %258 = getelementptr inbounds nuw i8, ptr %238, i64 36
  %259 = load float, ptr %253, align 16, !tbaa !11
  %260 = load float, ptr %258, align 4, !tbaa !11
  %261 = load float, ptr %257, align 8, !tbaa !11
  %262 = load float, ptr %256, align 4, !tbaa !11
  br label %263

263:                                              ; preds = %252, %255
  %264 = phi float [ %259, %255 ], [ 0.000000e+00, %252 ]
  %265 = phi float [ %260, %255 ], [ 0.000000e+00, %252 ]
  %266 = phi float [ %261, %255 ], [ 0.000000e+00, %252 ]
  %267 = phi float [ %262, %255 ], [ 0.000000e+00, %252 ]
  br i1 %27, label %268, label %276

268:                                              ; preds = %263
  %269 = getelementptr inbounds nuw i8, ptr %254, i64 12
  %270 = getelementptr inbounds nuw i8, ptr %254, i64 8
  %271 = getelementptr inbounds nuw i8, ptr %254, i64 4
  %272 = load float, ptr %254, align 16, !tbaa !11
  %273 = load float, ptr %271, align 4, !tbaa !11
  %274 = load float, ptr %270, align 8, !tbaa !11
  %275 = load float, ptr %269, align 4, !tbaa !11
  br label %276

276:                                              ; preds = %263, %268, %173
  %277 = phi float [ %247, %173 ], [ %272, %268 ], [ 0.000000e+00, %263 ]
  %278 = phi float [ %246, %173 ], [ %273, %268 ], [ 0.000000e+00, %263 ]
  %279 = phi float [ %245, %173 ], [ %274, %268 ], [ 0.000000e+00, %263 ]
  %280 = phi float [ %244, %173 ], [ %275, %268 ], [ 0.000000e+00, %263 ]
  %281 = phi float [ %243, %173 ], [ %264, %268 ], [ %264, %263 ]
  %282 = phi float [ %242, %173 ], [ %265, %268 ], [ %265, %263 ]
  %283 = phi float [ %241, %173 ], [ %266, %268 ], [ %266, %263 ]
  %284 = phi float [ %240, %173 ], [ %267, %268 ], [ %267, %263 ]
  %285 = phi ptr [ %239, %173 ], [ %254, %268 ], [ %254, %263 ]
  %286 = phi ptr [ %238, %173 ], [ %253, %268 ], [ %253, %263 ]
  %287 = zext nneg i32 %248 to i64
  %288 = getelementptr inbounds nuw [8 x [132 x float]], ptr %97, i64 %287
  %289 = getelementptr inbounds nuw [8 x [128 x float]], ptr %100, i64 %287
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
  %1056 = xor i32 %248, 1
  br i1 %251, label %1057, label %1072

1057:                                             ; preds = %276
  %1058 = zext nneg i32 %1056 to i64
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
  %1068 = getelementptr inbounds nuw [8 x [128 x float]], ptr %84, i64 %1058
  store float %277, ptr %1068, align 4, !tbaa !11
  %1069 = getelementptr inbounds nuw i8, ptr %1068, i64 4
  store float %278, ptr %1069, align 4, !tbaa !11
  %1070 = getelementptr inbounds nuw i8, ptr %1068, i64 8
  store float %279, ptr %1070, align 4, !tbaa !11
  %1071 = getelementptr inbounds nuw i8, ptr %1068, i64 12
  store float %280, ptr %1071, align 4, !tbaa !11
  br label %1072

1072:                                             ; preds = %276, %1057
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1073 = icmp eq i32 %250, %88
  br i1 %1073, label %101, label %173, !llvm.loop !13

1074:                                             ; preds = %101
  %1075 = zext nneg i32 %171 to i64
  %1076 = mul nsw i64 %1075, %169
  %1077 = getelementptr inbounds nuw float, ptr %9, i64 %1076
  %1078 = icmp slt i32 %168, %1
  br i1 %1078, label %1079, label %1106

1079:                                             ; preds = %1074
  %1080 = sext i32 %168 to i64
  %1081 = getelementptr inbounds float, ptr %1077, i64 %1080
  %1082 = fmul contract float %3, %167
  %1083 = fmul contract float %3, %166
  %1084 = fmul contract float %3, %165
  %1085 = fmul contract float %3, %164
  br i1 %170, label %1086, label %1098

1086:                                             ; preds = %1079
  %1087 = load float, ptr %1081, align 16, !tbaa !11
  %1088 = getelementptr inbounds nuw i8, ptr %1081, i64 4
  %1089 = load float, ptr %1088, align 4, !tbaa !11
  %1090 = getelementptr inbounds nuw i8, ptr %1081, i64 8
  %1091 = load float, ptr %1090, align 8, !tbaa !11
  %1092 = getelementptr inbounds nuw i8, ptr %1081, i64 12
  %1093 = load float, ptr %1092, align 4, !tbaa !11
  %1094 = tail call noundef float @llvm.fma.f32(float %8, float %1087, float %1082)
  %1095 = tail call noundef float @llvm.fma.f32(float %8, float %1089, float %1083)
  %1096 = tail call noundef float @llvm.fma.f32(float %8, float %1091, float %1084)
  %1097 = tail call noundef float @llvm.fma.f32(float %8, float %1093, float %1085)
  br label %1098

1098:                                             ; preds = %1086, %1079
  %1099 = phi float [ %1097, %1086 ], [ %1085, %1079 ]
  %1100 = phi float [ %1096, %1086 ], [ %1084, %1079 ]
  %1101 = phi float [ %1095, %1086 ], [ %1083, %1079 ]
  %1102 = phi float [ %1094, %1086 ], [ %1082, %1079 ]
  store float %1102, ptr %1081, align 16, !tbaa !11
  %1103 = getelementptr inbounds nuw i8, ptr %1081, i64 4
  store float %1101, ptr %1103, align 4, !tbaa !11
  %1104 = getelementptr inbounds nuw i8, ptr %1081, i64 8
  store float %1100, ptr %1104, align 8, !tbaa !11
  %1105 = getelementptr inbounds nuw i8, ptr %1081, i64 12
  store float %1099, ptr %1105, align 4, !tbaa !11
  br label %1106

1106:                                             ; preds = %1074, %1098
  %1107 = add nuw nsw i32 %168, 64
  %1108 = icmp slt i32 %1107, %1
  br i1 %1108, label %1109, label %1136

1109:                                             ; preds = %1106
  %1110 = sext i32 %1107 to i64
  %1111 = getelementptr inbounds float, ptr %1077, i64 %1110
  %1112 = fmul contract float %3, %163
  %1113 = fmul contract float %3, %162
  %1114 = fmul contract float %3, %161
  %1115 = fmul contract float %3, %160
  br i1 %170, label %1116, label %1128

1116:                                             ; preds = %1109
  %1117 = load float, ptr %1111, align 16, !tbaa !11
  %1118 = getelementptr inbounds nuw i8, ptr %1111, i64 4
  %1119 = load float, ptr %1118, align 4, !tbaa !11
  %1120 = getelementptr inbounds nuw i8, ptr %1111, i64 8
  %1121 = load float, ptr %1120, align 8, !tbaa !11
  %1122 = getelementptr inbounds nuw i8, ptr %1111, i64 12
  %1123 = load float, ptr %1122, align 4, !tbaa !11
  %1124 = tail call noundef float @llvm.fma.f32(float %8, float %1117, float %1112)
  %1125 = tail call noundef float @llvm.fma.f32(float %8, float %1119, float %1113)
  %1126 = tail call noundef float @llvm.fma.f32(float %8, float %1121, float %1114)
  %1127 = tail call noundef float @llvm.fma.f32(float %8, float %1123, float %1115)
  br label %1128

1128:                                             ; preds = %1116, %1109
  %1129 = phi float [ %1127, %1116 ], [ %1115, %1109 ]
  %1130 = phi float [ %1126, %1116 ], [ %1114, %1109 ]
  %1131 = phi float [ %1125, %1116 ], [ %1113, %1109 ]
  %1132 = phi float [ %1124, %1116 ], [ %1112, %1109 ]
  store float %1132, ptr %1111, align 16, !tbaa !11
  %1133 = getelementptr inbounds nuw i8, ptr %1111, i64 4
  store float %1131, ptr %1133, align 4, !tbaa !11
  %1134 = getelementptr inbounds nuw i8, ptr %1111, i64 8
  store float %1130, ptr %1134, align 8, !tbaa !11
  %1135 = getelementptr inbounds nuw i8, ptr %1111, i64 12
  store float %1129, ptr %1135, align 4, !tbaa !11
  br label %1136

1136:                                             ; preds = %1106, %1128, %101
  %1137 = or disjoint i32 %103, 1
  %1138 = add nuw nsw i32 %1137, %16
  %1139 = icmp slt i32 %1138, %0
  br i1 %1139, label %1140, label %1202

1140:                                             ; preds = %1136
  %1141 = zext nneg i32 %1138 to i64
  %1142 = mul nsw i64 %1141, %169
  %1143 = getelementptr inbounds nuw float, ptr %9, i64 %1142
  %1144 = icmp slt i32 %168, %1
  br i1 %1144, label %1145, label %1172

1145:                                             ; preds = %1140
  %1146 = sext i32 %168 to i64
  %1147 = getelementptr inbounds float, ptr %1143, i64 %1146
  %1148 = fmul contract float %3, %159
  %1149 = fmul contract float %3, %158
  %1150 = fmul contract float %3, %157
  %1151 = fmul contract float %3, %156
  br i1 %170, label %1152, label %1164

1152:                                             ; preds = %1145
  %1153 = load float, ptr %1147, align 16, !tbaa !11
  %1154 = getelementptr inbounds nuw i8, ptr %1147, i64 4
  %1155 = load float, ptr %1154, align 4, !tbaa !11
  %1156 = getelementptr inbounds nuw i8, ptr %1147, i64 8
  %1157 = load float, ptr %1156, align 8, !tbaa !11
  %1158 = getelementptr inbounds nuw i8, ptr %1147, i64 12
  %1159 = load float, ptr %1158, align 4, !tbaa !11
  %1160 = tail call noundef float @llvm.fma.f32(float %8, float %1153, float %1148)
  %1161 = tail call noundef float @llvm.fma.f32(float %8, float %1155, float %1149)
  %1162 = tail call noundef float @llvm.fma.f32(float %8, float %1157, float %1150)
  %1163 = tail call noundef float @llvm.fma.f32(float %8, float %1159, float %1151)
  br label %1164

1164:                                             ; preds = %1152, %1145
  %1165 = phi float [ %1163, %1152 ], [ %1151, %1145 ]
  %1166 = phi float [ %1162, %1152 ], [ %1150, %1145 ]
  %1167 = phi float [ %1161, %1152 ], [ %1149, %1145 ]
  %1168 = phi float [ %1160, %1152 ], [ %1148, %1145 ]
  store float %1168, ptr %1147, align 16, !tbaa !11
  %1169 = getelementptr inbounds nuw i8, ptr %1147, i64 4
  store float %1167, ptr %1169, align 4, !tbaa !11
  %1170 = getelementptr inbounds nuw i8, ptr %1147, i64 8
  store float %1166, ptr %1170, align 8, !tbaa !11
  %1171 = getelementptr inbounds nuw i8, ptr %1147, i64 12
  store float %1165, ptr %1171, align 4, !tbaa !11
  br label %1172

1172:                                             ; preds = %1164, %1140
  %1173 = add nuw nsw i32 %168, 64
  %1174 = icmp slt i32 %1173, %1
  br i1 %1174, label %1175, label %1202

1175:                                             ; preds = %1172
  %1176 = sext i32 %1173 to i64
  %1177 = getelementptr inbounds float, ptr %1143, i64 %1176
  %1178 = fmul contract float %3, %155
  %1179 = fmul contract float %3, %154
  %1180 = fmul contract float %3, %153
  %1181 = fmul contract float %3, %152
  br i1 %170, label %1182, label %1194

1182:                                             ; preds = %1175
  %1183 = load float, ptr %1177, align 16, !tbaa !11
  %1184 = getelementptr inbounds nuw i8, ptr %1177, i64 4
  %1185 = load float, ptr %1184, align 4, !tbaa !11
  %1186 = getelementptr inbounds nuw i8, ptr %1177, i64 8
  %1187 = load float, ptr %1186, align 8, !tbaa !11
  %1188 = getelementptr inbounds nuw i8, ptr %1177, i64 12
  %1189 = load float, ptr %1188, align 4, !tbaa !11
  %1190 = tail call noundef float @llvm.fma.f32(float %8, float %1183, float %1178)
  %1191 = tail call noundef float @llvm.fma.f32(float %8, float %1185, float %1179)
  %1192 = tail call noundef float @llvm.fma.f32(float %8, float %1187, float %1180)
  %1193 = tail call noundef float @llvm.fma.f32(float %8, float %1189, float %1181)
  br label %1194

1194:                                             ; preds = %1182, %1175
  %1195 = phi float [ %1193, %1182 ], [ %1181, %1175 ]
  %1196 = phi float [ %1192, %1182 ], [ %1180, %1175 ]
  %1197 = phi float [ %1191, %1182 ], [ %1179, %1175 ]
  %1198 = phi float [ %1190, %1182 ], [ %1178, %1175 ]
  store float %1198, ptr %1177, align 16, !tbaa !11
  %1199 = getelementptr inbounds nuw i8, ptr %1177, i64 4
  store float %1197, ptr %1199, align 4, !tbaa !11
  %1200 = getelementptr inbounds nuw i8, ptr %1177, i64 8
  store float %1196, ptr %1200, align 8, !tbaa !11
  %1201 = getelementptr inbounds nuw i8, ptr %1177, i64 12
  store float %1195, ptr %1201, align 4, !tbaa !11
  br label %1202

1202:                                             ; preds = %1172, %1194, %1136
  %1203 = or disjoint i32 %103, 2
  %1204 = add nuw nsw i32 %1203, %16
  %1205 = icmp slt i32 %1204, %0
  br i1 %1205, label %1206, label %1268

1206:                                             ; preds = %1202
  %1207 = zext nneg i32 %1204 to i64
  %1208 = mul nsw i64 %1207, %169
  %1209 = getelementptr inbounds nuw float, ptr %9, i64 %1208
  %1210 = icmp slt i32 %168, %1
  br i1 %1210, label %1211, label %1238

1211:                                             ; preds = %1206
  %1212 = sext i32 %168 to i64
  %1213 = getelementptr inbounds float, ptr %1209, i64 %1212
  %1214 = fmul contract float %3, %151
  %1215 = fmul contract float %3, %150
  %1216 = fmul contract float %3, %149
  %1217 = fmul contract float %3, %148
  br i1 %170, label %1218, label %1230

1218:                                             ; preds = %1211
  %1219 = load float, ptr %1213, align 16, !tbaa !11
  %1220 = getelementptr inbounds nuw i8, ptr %1213, i64 4
  %1221 = load float, ptr %1220, align 4, !tbaa !11
  %1222 = getelementptr inbounds nuw i8, ptr %1213, i64 8
  %1223 = load float, ptr %1222, align 8, !tbaa !11
  %1224 = getelementptr inbounds nuw i8, ptr %1213, i64 12
  %1225 = load float, ptr %1224, align 4, !tbaa !11
  %1226 = tail call noundef float @llvm.fma.f32(float %8, float %1219, float %1214)
  %1227 = tail call noundef float @llvm.fma.f32(float %8, float %1221, float %1215)
  %1228 = tail call noundef float @llvm.fma.f32(float %8, float %1223, float %1216)
  %1229 = tail call noundef float @llvm.fma.f32(float %8, float %1225, float %1217)
  br label %1230

1230:                                             ; preds = %1218, %1211
  %1231 = phi float [ %1229, %1218 ], [ %1217, %1211 ]
  %1232 = phi float [ %1228, %1218 ], [ %1216, %1211 ]
  %1233 = phi float [ %1227, %1218 ], [ %1215, %1211 ]
  %1234 = phi float [ %1226, %1218 ], [ %1214, %1211 ]
  store float %1234, ptr %1213, align 16, !tbaa !11
  %1235 = getelementptr inbounds nuw i8, ptr %1213, i64 4
  store float %1233, ptr %1235, align 4, !tbaa !11
  %1236 = getelementptr inbounds nuw i8, ptr %1213, i64 8
  store float %1232, ptr %1236, align 8, !tbaa !11
  %1237 = getelementptr inbounds nuw i8, ptr %1213, i64 12
  store float %1231, ptr %1237, align 4, !tbaa !11
  br label %1238

1238:                                             ; preds = %1230, %1206
  %1239 = add nuw nsw i32 %168, 64
  %1240 = icmp slt i32 %1239, %1
  br i1 %1240, label %1241, label %1268

1241:                                             ; preds = %1238
  %1242 = sext i32 %1239 to i64
  %1243 = getelementptr inbounds float, ptr %1209, i64 %1242
  %1244 = fmul contract float %3, %147
  %1245 = fmul contract float %3, %146
  %1246 = fmul contract float %3, %145
  %1247 = fmul contract float %3, %144
  br i1 %170, label %1248, label %1260

1248:                                             ; preds = %1241
  %1249 = load float, ptr %1243, align 16, !tbaa !11
  %1250 = getelementptr inbounds nuw i8, ptr %1243, i64 4
  %1251 = load float, ptr %1250, align 4, !tbaa !11
  %1252 = getelementptr inbounds nuw i8, ptr %1243, i64 8
  %1253 = load float, ptr %1252, align 8, !tbaa !11
  %1254 = getelementptr inbounds nuw i8, ptr %1243, i64 12
  %1255 = load float, ptr %1254, align 4, !tbaa !11
  %1256 = tail call noundef float @llvm.fma.f32(float %8, float %1249, float %1244)
  %1257 = tail call noundef float @llvm.fma.f32(float %8, float %1251, float %1245)
  %1258 = tail call noundef float @llvm.fma.f32(float %8, float %1253, float %1246)
  %1259 = tail call noundef float @llvm.fma.f32(float %8, float %1255, float %1247)
  br label %1260

1260:                                             ; preds = %1248, %1241
  %1261 = phi float [ %1259, %1248 ], [ %1247, %1241 ]
  %1262 = phi float [ %1258, %1248 ], [ %1246, %1241 ]
  %1263 = phi float [ %1257, %1248 ], [ %1245, %1241 ]
  %1264 = phi float [ %1256, %1248 ], [ %1244, %1241 ]
  store float %1264, ptr %1243, align 16, !tbaa !11
  %1265 = getelementptr inbounds nuw i8, ptr %1243, i64 4
  store float %1263, ptr %1265, align 4, !tbaa !11
  %1266 = getelementptr inbounds nuw i8, ptr %1243, i64 8
  store float %1262, ptr %1266, align 8, !tbaa !11
  %1267 = getelementptr inbounds nuw i8, ptr %1243, i64 12
  store float %1261, ptr %1267, align 4, !tbaa !11
  br label %1268

1268:                                             ; preds = %1238, %1260, %1202
  %1269 = or disjoint i32 %103, 3
  %1270 = add nuw nsw i32 %1269, %16
  %1271 = icmp slt i32 %1270, %0
  br i1 %1271, label %1272, label %1334

1272:                                             ; preds = %1268
  %1273 = zext nneg i32 %1270 to i64
  %1274 = mul nsw i64 %1273, %169
  %1275 = getelementptr inbounds nuw float, ptr %9, i64 %1274
  %1276 = icmp slt i32 %168, %1
  br i1 %1276, label %1277, label %1304

1277:                                             ; preds = %1272
  %1278 = sext i32 %168 to i64
  %1279 = getelementptr inbounds float, ptr %1275, i64 %1278
  %1280 = fmul contract float %3, %143
  %1281 = fmul contract float %3, %142
  %1282 = fmul contract float %3, %141
  %1283 = fmul contract float %3, %140
  br i1 %170, label %1284, label %1296

1284:                                             ; preds = %1277
  %1285 = load float, ptr %1279, align 16, !tbaa !11
  %1286 = getelementptr inbounds nuw i8, ptr %1279, i64 4
  %1287 = load float, ptr %1286, align 4, !tbaa !11
  %1288 = getelementptr inbounds nuw i8, ptr %1279, i64 8
  %1289 = load float, ptr %1288, align 8, !tbaa !11
  %1290 = getelementptr inbounds nuw i8, ptr %1279, i64 12
  %1291 = load float, ptr %1290, align 4, !tbaa !11
  %1292 = tail call noundef float @llvm.fma.f32(float %8, float %1285, float %1280)
  %1293 = tail call noundef float @llvm.fma.f32(float %8, float %1287, float %1281)
  %1294 = tail call noundef float @llvm.fma.f32(float %8, float %1289, float %1282)
  %1295 = tail call noundef float @llvm.fma.f32(float %8, float %1291, float %1283)
  br label %1296

1296:                                             ; preds = %1284, %1277
  %1297 = phi float [ %1295, %1284 ], [ %1283, %1277 ]
  %1298 = phi float [ %1294, %1284 ], [ %1282, %1277 ]
  %1299 = phi float [ %1293, %1284 ], [ %1281, %1277 ]
  %1300 = phi float [ %1292, %1284 ], [ %1280, %1277 ]
  store float %1300, ptr %1279, align 16, !tbaa !11
  %1301 = getelementptr inbounds nuw i8, ptr %1279, i64 4
  store float %1299, ptr %1301, align 4, !tbaa !11
  %1302 = getelementptr inbounds nuw i8, ptr %1279, i64 8
  store float %1298, ptr %1302, align 8, !tbaa !11
  %1303 = getelementptr inbounds nuw i8, ptr %1279, i64 12
  store float %1297, ptr %1303, align 4, !tbaa !11
  br label %1304

1304:                                             ; preds = %1296, %1272
  %1305 = add nuw nsw i32 %168, 64
  %1306 = icmp slt i32 %1305, %1
  br i1 %1306, label %1307, label %1334

1307:                                             ; preds = %1304
  %1308 = sext i32 %1305 to i64
  %1309 = getelementptr inbounds float, ptr %1275, i64 %1308
  %1310 = fmul contract float %3, %139
  %1311 = fmul contract float %3, %138
  %1312 = fmul contract float %3, %137
  %1313 = fmul contract float %3, %136
  br i1 %170, label %1314, label %1326

1314:                                             ; preds = %1307
  %1315 = load float, ptr %1309, align 16, !tbaa !11
  %1316 = getelementptr inbounds nuw i8, ptr %1309, i64 4
  %1317 = load float, ptr %1316, align 4, !tbaa !11
  %1318 = getelementptr inbounds nuw i8, ptr %1309, i64 8
  %1319 = load float, ptr %1318, align 8, !tbaa !11
  %1320 = getelementptr inbounds nuw i8, ptr %1309, i64 12
  %1321 = load float, ptr %1320, align 4, !tbaa !11
  %1322 = tail call noundef float @llvm.fma.f32(float %8, float %1315, float %1310)
  %1323 = tail call noundef float @llvm.fma.f32(float %8, float %1317, float %1311)
  %1324 = tail call noundef float @llvm.fma.f32(float %8, float %1319, float %1312)
  %1325 = tail call noundef float @llvm.fma.f32(float %8, float %1321, float %1313)
  br label %1326

1326:                                             ; preds = %1314, %1307
  %1327 = phi float [ %1325, %1314 ], [ %1313, %1307 ]
  %1328 = phi float [ %1324, %1314 ], [ %1312, %1307 ]
  %1329 = phi float [ %1323, %1314 ], [ %1311, %1307 ]
  %1330 = phi float [ %1322, %1314 ], [ %1310, %1307 ]
  store float %1330, ptr %1309, align 16, !tbaa !11
  %1331 = getelementptr inbounds nuw i8, ptr %1309, i64 4
  store float %1329, ptr %1331, align 4, !tbaa !11
  %1332 = getelementptr inbounds nuw i8, ptr %1309, i64 8
  store float %1328, ptr %1332, align 8, !tbaa !11
  %1333 = getelementptr inbounds nuw i8, ptr %1309, i64 12
  store float %1327, ptr %1333, align 4, !tbaa !11
  br label %1334

1334:                                             ; preds = %1304, %1326, %1268
  %1335 = add nuw nsw i32 %103, 64
  %1336 = add nuw nsw i32 %1335, %16
  %1337 = icmp slt i32 %1336, %0
  br i1 %1337, label %1338, label %1400

1338:                                             ; preds = %1334
  %1339 = zext nneg i32 %1336 to i64
  %1340 = mul nsw i64 %1339, %169
  %1341 = getelementptr inbounds nuw float, ptr %9, i64 %1340
  %1342 = icmp slt i32 %168, %1
  br i1 %1342, label %1343, label %1370

1343:                                             ; preds = %1338
  %1344 = sext i32 %168 to i64
  %1345 = getelementptr inbounds float, ptr %1341, i64 %1344
  %1346 = fmul contract float %3, %135
  %1347 = fmul contract float %3, %134
  %1348 = fmul contract float %3, %133
  %1349 = fmul contract float %3, %132
  br i1 %170, label %1350, label %1362

1350:                                             ; preds = %1343
  %1351 = load float, ptr %1345, align 16, !tbaa !11
  %1352 = getelementptr inbounds nuw i8, ptr %1345, i64 4
  %1353 = load float, ptr %1352, align 4, !tbaa !11
  %1354 = getelementptr inbounds nuw i8, ptr %1345, i64 8
  %1355 = load float, ptr %1354, align 8, !tbaa !11
  %1356 = getelementptr inbounds nuw i8, ptr %1345, i64 12
  %1357 = load float, ptr %1356, align 4, !tbaa !11
  %1358 = tail call noundef float @llvm.fma.f32(float %8, float %1351, float %1346)
  %1359 = tail call noundef float @llvm.fma.f32(float %8, float %1353, float %1347)
  %1360 = tail call noundef float @llvm.fma.f32(float %8, float %1355, float %1348)
  %1361 = tail call noundef float @llvm.fma.f32(float %8, float %1357, float %1349)
  br label %1362

1362:                                             ; preds = %1350, %1343
  %1363 = phi float [ %1361, %1350 ], [ %1349, %1343 ]
  %1364 = phi float [ %1360, %1350 ], [ %1348, %1343 ]
  %1365 = phi float [ %1359, %1350 ], [ %1347, %1343 ]
  %1366 = phi float [ %1358, %1350 ], [ %1346, %1343 ]
  store float %1366, ptr %1345, align 16, !tbaa !11
  %1367 = getelementptr inbounds nuw i8, ptr %1345, i64 4
  store float %1365, ptr %1367, align 4, !tbaa !11
  %1368 = getelementptr inbounds nuw i8, ptr %1345, i64 8
  store float %1364, ptr %1368, align 8, !tbaa !11
  %1369 = getelementptr inbounds nuw i8, ptr %1345, i64 12
  store float %1363, ptr %1369, align 4, !tbaa !11
  br label %1370

1370:                                             ; preds = %1362, %1338
  %1371 = add nuw nsw i32 %168, 64
  %1372 = icmp slt i32 %1371, %1
  br i1 %1372, label %1373, label %1400

1373:                                             ; preds = %1370
  %1374 = sext i32 %1371 to i64
  %1375 = getelementptr inbounds float, ptr %1341, i64 %1374
  %1376 = fmul contract float %3, %131
  %1377 = fmul contract float %3, %130
  %1378 = fmul contract float %3, %129
  %1379 = fmul contract float %3, %128
  br i1 %170, label %1380, label %1392

1380:                                             ; preds = %1373
  %1381 = load float, ptr %1375, align 16, !tbaa !11
  %1382 = getelementptr inbounds nuw i8, ptr %1375, i64 4
  %1383 = load float, ptr %1382, align 4, !tbaa !11
  %1384 = getelementptr inbounds nuw i8, ptr %1375, i64 8
  %1385 = load float, ptr %1384, align 8, !tbaa !11
  %1386 = getelementptr inbounds nuw i8, ptr %1375, i64 12
  %1387 = load float, ptr %1386, align 4, !tbaa !11
  %1388 = tail call noundef float @llvm.fma.f32(float %8, float %1381, float %1376)
  %1389 = tail call noundef float @llvm.fma.f32(float %8, float %1383, float %1377)
  %1390 = tail call noundef float @llvm.fma.f32(float %8, float %1385, float %1378)
  %1391 = tail call noundef float @llvm.fma.f32(float %8, float %1387, float %1379)
  br label %1392

1392:                                             ; preds = %1380, %1373
  %1393 = phi float [ %1391, %1380 ], [ %1379, %1373 ]
  %1394 = phi float [ %1390, %1380 ], [ %1378, %1373 ]
  %1395 = phi float [ %1389, %1380 ], [ %1377, %1373 ]
  %1396 = phi float [ %1388, %1380 ], [ %1376, %1373 ]
  store float %1396, ptr %1375, align 16, !tbaa !11
  %1397 = getelementptr inbounds nuw i8, ptr %1375, i64 4
  store float %1395, ptr %1397, align 4, !tbaa !11
  %1398 = getelementptr inbounds nuw i8, ptr %1375, i64 8
  store float %1394, ptr %1398, align 8, !tbaa !11
  %1399 = getelementptr inbounds nuw i8, ptr %1375, i64 12
  store float %1393, ptr %1399, align 4, !tbaa !11
  br label %1400

1400:                                             ; preds = %1370, %1392, %1334
  %1401 = add nuw nsw i32 %103, 65
  %1402 = add nuw nsw i32 %1401, %16
  %1403 = icmp slt i32 %1402, %0
  br i1 %1403, label %1404, label %1466

1404:                                             ; preds = %1400
  %1405 = zext nneg i32 %1402 to i64
  %1406 = mul nsw i64 %1405, %169
  %1407 = getelementptr inbounds nuw float, ptr %9, i64 %1406
  %1408 = icmp slt i32 %168, %1
  br i1 %1408, label %1409, label %1436

1409:                                             ; preds = %1404
  %1410 = sext i32 %168 to i64
  %1411 = getelementptr inbounds float, ptr %1407, i64 %1410
  %1412 = fmul contract float %3, %127
  %1413 = fmul contract float %3, %126
  %1414 = fmul contract float %3, %125
  %1415 = fmul contract float %3, %124
  br i1 %170, label %1416, label %1428

1416:                                             ; preds = %1409
  %1417 = load float, ptr %1411, align 16, !tbaa !11
  %1418 = getelementptr inbounds nuw i8, ptr %1411, i64 4
  %1419 = load float, ptr %1418, align 4, !tbaa !11
  %1420 = getelementptr inbounds nuw i8, ptr %1411, i64 8
  %1421 = load float, ptr %1420, align 8, !tbaa !11
  %1422 = getelementptr inbounds nuw i8, ptr %1411, i64 12
  %1423 = load float, ptr %1422, align 4, !tbaa !11
  %1424 = tail call noundef float @llvm.fma.f32(float %8, float %1417, float %1412)
  %1425 = tail call noundef float @llvm.fma.f32(float %8, float %1419, float %1413)
  %1426 = tail call noundef float @llvm.fma.f32(float %8, float %1421, float %1414)
  %1427 = tail call noundef float @llvm.fma.f32(float %8, float %1423, float %1415)
  br label %1428

1428:                                             ; preds = %1416, %1409
  %1429 = phi float [ %1427, %1416 ], [ %1415, %1409 ]
  %1430 = phi float [ %1426, %1416 ], [ %1414, %1409 ]
  %1431 = phi float [ %1425, %1416 ], [ %1413, %1409 ]
  %1432 = phi float [ %1424, %1416 ], [ %1412, %1409 ]
  store float %1432, ptr %1411, align 16, !tbaa !11
  %1433 = getelementptr inbounds nuw i8, ptr %1411, i64 4
  store float %1431, ptr %1433, align 4, !tbaa !11
  %1434 = getelementptr inbounds nuw i8, ptr %1411, i64 8
  store float %1430, ptr %1434, align 8, !tbaa !11
  %1435 = getelementptr inbounds nuw i8, ptr %1411, i64 12
  store float %1429, ptr %1435, align 4, !tbaa !11
  br label %1436

1436:                                             ; preds = %1428, %1404
  %1437 = add nuw nsw i32 %168, 64
  %1438 = icmp slt i32 %1437, %1
  br i1 %1438, label %1439, label %1466

1439:                                             ; preds = %1436
  %1440 = sext i32 %1437 to i64
  %1441 = getelementptr inbounds float, ptr %1407, i64 %1440
  %1442 = fmul contract float %3, %123
  %1443 = fmul contract float %3, %122
  %1444 = fmul contract float %3, %121
  %1445 = fmul contract float %3, %120
  br i1 %170, label %1446, label %1458

1446:                                             ; preds = %1439
  %1447 = load float, ptr %1441, align 16, !tbaa !11
  %1448 = getelementptr inbounds nuw i8, ptr %1441, i64 4
  %1449 = load float, ptr %1448, align 4, !tbaa !11
  %1450 = getelementptr inbounds nuw i8, ptr %1441, i64 8
  %1451 = load float, ptr %1450, align 8, !tbaa !11
  %1452 = getelementptr inbounds nuw i8, ptr %1441, i64 12
  %1453 = load float, ptr %1452, align 4, !tbaa !11
  %1454 = tail call noundef float @llvm.fma.f32(float %8, float %1447, float %1442)
  %1455 = tail call noundef float @llvm.fma.f32(float %8, float %1449, float %1443)
  %1456 = tail call noundef float @llvm.fma.f32(float %8, float %1451, float %1444)
  %1457 = tail call noundef float @llvm.fma.f32(float %8, float %1453, float %1445)
  br label %1458

1458:                                             ; preds = %1446, %1439
  %1459 = phi float [ %1457, %1446 ], [ %1445, %1439 ]
  %1460 = phi float [ %1456, %1446 ], [ %1444, %1439 ]
  %1461 = phi float [ %1455, %1446 ], [ %1443, %1439 ]
  %1462 = phi float [ %1454, %1446 ], [ %1442, %1439 ]
  store float %1462, ptr %1441, align 16, !tbaa !11
  %1463 = getelementptr inbounds nuw i8, ptr %1441, i64 4
  store float %1461, ptr %1463, align 4, !tbaa !11
  %1464 = getelementptr inbounds nuw i8, ptr %1441, i64 8
  store float %1460, ptr %1464, align 8, !tbaa !11
  %1465 = getelementptr inbounds nuw i8, ptr %1441, i64 12
  store float %1459, ptr %1465, align 4, !tbaa !11
  br label %1466

1466:                                             ; preds = %1436, %1458, %1400
  %1467 = add nuw nsw i32 %103, 66
  %1468 = add nuw nsw i32 %1467, %16
  %1469 = icmp slt i32 %1468, %0
  br i1 %1469, label %1470, label %1532

1470:                                             ; preds = %1466
  %1471 = zext nneg i32 %1468 to i64
  %1472 = mul nsw i64 %1471, %169
  %1473 = getelementptr inbounds nuw float, ptr %9, i64 %1472
  %1474 = icmp slt i32 %168, %1
  br i1 %1474, label %1475, label %1502

1475:                                             ; preds = %1470
  %1476 = sext i32 %168 to i64
  %1477 = getelementptr inbounds float, ptr %1473, i64 %1476
  %1478 = fmul contract float %3, %119
  %1479 = fmul contract float %3, %118
  %1480 = fmul contract float %3, %117
  %1481 = fmul contract float %3, %116
  br i1 %170, label %1482, label %1494

1482:                                             ; preds = %1475
  %1483 = load float, ptr %1477, align 16, !tbaa !11
  %1484 = getelementptr inbounds nuw i8, ptr %1477, i64 4
  %1485 = load float, ptr %1484, align 4, !tbaa !11
  %1486 = getelementptr inbounds nuw i8, ptr %1477, i64 8
  %1487 = load float, ptr %1486, align 8, !tbaa !11
  %1488 = getelementptr inbounds nuw i8, ptr %1477, i64 12
  %1489 = load float, ptr %1488, align 4, !tbaa !11
  %1490 = tail call noundef float @llvm.fma.f32(float %8, float %1483, float %1478)
  %1491 = tail call noundef float @llvm.fma.f32(float %8, float %1485, float %1479)
  %1492 = tail call noundef float @llvm.fma.f32(float %8, float %1487, float %1480)
  %1493 = tail call noundef float @llvm.fma.f32(float %8, float %1489, float %1481)
  br label %1494

1494:                                             ; preds = %1482, %1475
  %1495 = phi float [ %1493, %1482 ], [ %1481, %1475 ]
  %1496 = phi float [ %1492, %1482 ], [ %1480, %1475 ]
  %1497 = phi float [ %1491, %1482 ], [ %1479, %1475 ]
  %1498 = phi float [ %1490, %1482 ], [ %1478, %1475 ]
  store float %1498, ptr %1477, align 16, !tbaa !11
  %1499 = getelementptr inbounds nuw i8, ptr %1477, i64 4
  store float %1497, ptr %1499, align 4, !tbaa !11
  %1500 = getelementptr inbounds nuw i8, ptr %1477, i64 8
  store float %1496, ptr %1500, align 8, !tbaa !11
  %1501 = getelementptr inbounds nuw i8, ptr %1477, i64 12
  store float %1495, ptr %1501, align 4, !tbaa !11
  br label %1502

1502:                                             ; preds = %1494, %1470
  %1503 = add nuw nsw i32 %168, 64
  %1504 = icmp slt i32 %1503, %1
  br i1 %1504, label %1505, label %1532

1505:                                             ; preds = %1502
  %1506 = sext i32 %1503 to i64
  %1507 = getelementptr inbounds float, ptr %1473, i64 %1506
  %1508 = fmul contract float %3, %115
  %1509 = fmul contract float %3, %114
  %1510 = fmul contract float %3, %113
  %1511 = fmul contract float %3, %112
  br i1 %170, label %1512, label %1524

1512:                                             ; preds = %1505
  %1513 = load float, ptr %1507, align 16, !tbaa !11
  %1514 = getelementptr inbounds nuw i8, ptr %1507, i64 4
  %1515 = load float, ptr %1514, align 4, !tbaa !11
  %1516 = getelementptr inbounds nuw i8, ptr %1507, i64 8
  %1517 = load float, ptr %1516, align 8, !tbaa !11
  %1518 = getelementptr inbounds nuw i8, ptr %1507, i64 12
  %1519 = load float, ptr %1518, align 4, !tbaa !11
  %1520 = tail call noundef float @llvm.fma.f32(float %8, float %1513, float %1508)
  %1521 = tail call noundef float @llvm.fma.f32(float %8, float %1515, float %1509)
  %1522 = tail call noundef float @llvm.fma.f32(float %8, float %1517, float %1510)
  %1523 = tail call noundef float @llvm.fma.f32(float %8, float %1519, float %1511)
  br label %1524

1524:                                             ; preds = %1512, %1505
  %1525 = phi float [ %1523, %1512 ], [ %1511, %1505 ]
  %1526 = phi float [ %1522, %1512 ], [ %1510, %1505 ]
  %1527 = phi float [ %1521, %1512 ], [ %1509, %1505 ]
  %1528 = phi float [ %1520, %1512 ], [ %1508, %1505 ]
  store float %1528, ptr %1507, align 16, !tbaa !11
  %1529 = getelementptr inbounds nuw i8, ptr %1507, i64 4
  store float %1527, ptr %1529, align 4, !tbaa !11
  %1530 = getelementptr inbounds nuw i8, ptr %1507, i64 8
  store float %1526, ptr %1530, align 8, !tbaa !11
  %1531 = getelementptr inbounds nuw i8, ptr %1507, i64 12
  store float %1525, ptr %1531, align 4, !tbaa !11
  br label %1532

1532:                                             ; preds = %1502, %1524, %1466
  %1533 = add nuw nsw i32 %103, 67
  %1534 = add nuw nsw i32 %1533, %16
  %1535 = icmp slt i32 %1534, %0
  br i1 %1535, label %1536, label %1598

1536:                                             ; preds = %1532
  %1537 = zext nneg i32 %1534 to i64
  %1538 = mul nsw i64 %1537, %169
  %1539 = getelementptr inbounds nuw float, ptr %9, i64 %1538
  %1540 = icmp slt i32 %168, %1
  br i1 %1540, label %1541, label %1568

1541:                                             ; preds = %1536
  %1542 = sext i32 %168 to i64
  %1543 = getelementptr inbounds float, ptr %1539, i64 %1542
  %1544 = fmul contract float %3, %111
  %1545 = fmul contract float %3, %110
  %1546 = fmul contract float %3, %109
  %1547 = fmul contract float %3, %108
  br i1 %170, label %1548, label %1560

1548:                                             ; preds = %1541
  %1549 = load float, ptr %1543, align 16, !tbaa !11
  %1550 = getelementptr inbounds nuw i8, ptr %1543, i64 4
  %1551 = load float, ptr %1550, align 4, !tbaa !11
  %1552 = getelementptr inbounds nuw i8, ptr %1543, i64 8
  %1553 = load float, ptr %1552, align 8, !tbaa !11
  %1554 = getelementptr inbounds nuw i8, ptr %1543, i64 12
  %1555 = load float, ptr %1554, align 4, !tbaa !11
  %1556 = tail call noundef float @llvm.fma.f32(float %8, float %1549, float %1544)
  %1557 = tail call noundef float @llvm.fma.f32(float %8, float %1551, float %1545)
  %1558 = tail call noundef float @llvm.fma.f32(float %8, float %1553, float %1546)
  %1559 = tail call noundef float @llvm.fma.f32(float %8, float %1555, float %1547)
  br label %1560

1560:                                             ; preds = %1548, %1541
  %1561 = phi float [ %1559, %1548 ], [ %1547, %1541 ]
  %1562 = phi float [ %1558, %1548 ], [ %1546, %1541 ]
  %1563 = phi float [ %1557, %1548 ], [ %1545, %1541 ]
  %1564 = phi float [ %1556, %1548 ], [ %1544, %1541 ]
  store float %1564, ptr %1543, align 16, !tbaa !11
  %1565 = getelementptr inbounds nuw i8, ptr %1543, i64 4
  store float %1563, ptr %1565, align 4, !tbaa !11
  %1566 = getelementptr inbounds nuw i8, ptr %1543, i64 8
  store float %1562, ptr %1566, align 8, !tbaa !11
  %1567 = getelementptr inbounds nuw i8, ptr %1543, i64 12
  store float %1561, ptr %1567, align 4, !tbaa !11
  br label %1568

1568:                                             ; preds = %1560, %1536
  %1569 = add nuw nsw i32 %168, 64
  %1570 = icmp slt i32 %1569, %1
  br i1 %1570, label %1571, label %1598

1571:                                             ; preds = %1568
  %1572 = sext i32 %1569 to i64
  %1573 = getelementptr inbounds float, ptr %1539, i64 %1572
  %1574 = fmul contract float %3, %107
  %1575 = fmul contract float %3, %106
  %1576 = fmul contract float %3, %105
  %1577 = fmul contract float %3, %104
  br i1 %170, label %1578, label %1590

1578:                                             ; preds = %1571
  %1579 = load float, ptr %1573, align 16, !tbaa !11
  %1580 = getelementptr inbounds nuw i8, ptr %1573, i64 4
  %1581 = load float, ptr %1580, align 4, !tbaa !11
  %1582 = getelementptr inbounds nuw i8, ptr %1573, i64 8
  %1583 = load float, ptr %1582, align 8, !tbaa !11
  %1584 = getelementptr inbounds nuw i8, ptr %1573, i64 12
  %1585 = load float, ptr %1584, align 4, !tbaa !11
  %1586 = tail call noundef float @llvm.fma.f32(float %8, float %1579, float %1574)
  %1587 = tail call noundef float @llvm.fma.f32(float %8, float %1581, float %1575)
  %1588 = tail call noundef float @llvm.fma.f32(float %8, float %1583, float %1576)
  %1589 = tail call noundef float @llvm.fma.f32(float %8, float %1585, float %1577)
  br label %1590

1590:                                             ; preds = %1578, %1571
  %1591 = phi float [ %1589, %1578 ], [ %1577, %1571 ]
  %1592 = phi float [ %1588, %1578 ], [ %1576, %1571 ]
  %1593 = phi float [ %1587, %1578 ], [ %1575, %1571 ]
  %1594 = phi float [ %1586, %1578 ], [ %1574, %1571 ]
  store float %1594, ptr %1573, align 16, !tbaa !11
  %1595 = getelementptr inbounds nuw i8, ptr %1573, i64 4
  store float %1593, ptr %1595, align 4, !tbaa !11
  %1596 = getelementptr inbounds nuw i8, ptr %1573, i64 8
  store float %1592, ptr %1596, align 8, !tbaa !11
  %1597 = getelementptr inbounds nuw i8, ptr %1573, i64 12
  store float %1591, ptr %1597, align 4, !tbaa !11
  br label %1598

1598:                                             ; preds = %1568, %1590, %1532
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @dgemm_nn_64x64_4x4(i32 noundef %0, i32 noundef %1, i32 noundef %2, double noundef %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5, ptr noalias noundef readonly captures(none) %6, i32 noundef %7, double noundef %8, ptr noalias noundef captures(none) %9, i32 noundef %10) local_unnamed_addr #2 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !15)
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
  %26 = sext i32 %5 to i64
  %27 = zext nneg i32 %21 to i64
  %28 = mul nsw i64 %26, %27
  %29 = getelementptr double, ptr %4, i64 %28
  %30 = zext nneg i32 %20 to i64
  %31 = getelementptr double, ptr %29, i64 %30
  %32 = load double, ptr %31, align 8, !tbaa !18, !noalias !15
  br label %33

33:                                               ; preds = %25, %11
  %34 = phi contract double [ %32, %25 ], [ 0.000000e+00, %11 ]
  %35 = add nuw nsw i32 %12, 256
  %36 = lshr i32 %35, 3
  %37 = add nuw nsw i32 %36, %16
  %38 = icmp slt i32 %37, %0
  %39 = and i1 %38, %23
  br i1 %39, label %40, label %48

40:                                               ; preds = %33
  %41 = sext i32 %5 to i64
  %42 = zext nneg i32 %37 to i64
  %43 = mul nsw i64 %41, %42
  %44 = getelementptr double, ptr %4, i64 %43
  %45 = zext nneg i32 %20 to i64
  %46 = getelementptr double, ptr %44, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !18, !noalias !15
  br label %48

48:                                               ; preds = %40, %33
  %49 = phi contract double [ %47, %40 ], [ 0.000000e+00, %33 ]
  %50 = lshr i32 %12, 6
  %51 = and i32 %12, 63
  %52 = or disjoint i32 %18, %51
  %53 = icmp slt i32 %50, %2
  %54 = icmp slt i32 %52, %1
  %55 = select i1 %53, i1 %54, i1 false
  br i1 %55, label %56, label %64

56:                                               ; preds = %48
  %57 = sext i32 %7 to i64
  %58 = zext nneg i32 %50 to i64
  %59 = mul nsw i64 %57, %58
  %60 = getelementptr double, ptr %6, i64 %59
  %61 = sext i32 %52 to i64
  %62 = getelementptr double, ptr %60, i64 %61
  %63 = load double, ptr %62, align 8, !tbaa !18, !noalias !15
  br label %64

64:                                               ; preds = %56, %48
  %65 = phi contract double [ %63, %56 ], [ 0.000000e+00, %48 ]
  %66 = lshr i32 %35, 6
  %67 = icmp slt i32 %66, %2
  %68 = select i1 %67, i1 %54, i1 false
  br i1 %68, label %71, label %69

69:                                               ; preds = %64
  %70 = zext nneg i32 %66 to i64
  br label %79

71:                                               ; preds = %64
  %72 = sext i32 %7 to i64
  %73 = zext nneg i32 %66 to i64
  %74 = mul nsw i64 %72, %73
  %75 = getelementptr double, ptr %6, i64 %74
  %76 = sext i32 %52 to i64
  %77 = getelementptr double, ptr %75, i64 %76
  %78 = load double, ptr %77, align 8, !tbaa !18, !noalias !15
  br label %79

79:                                               ; preds = %69, %71
  %80 = phi i64 [ %70, %69 ], [ %73, %71 ]
  %81 = phi contract double [ 0.000000e+00, %69 ], [ %78, %71 ]
  %82 = zext nneg i32 %20 to i64
  %83 = getelementptr inbounds nuw [65 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ10dgemm_tileILi64ELi64ELi8ELi4ELi4ELb0EEviiidPKdiS1_idPdiE2As to ptr), i64 %82
  %84 = zext nneg i32 %19 to i64
  %85 = getelementptr inbounds nuw double, ptr %83, i64 %84
  store double %34, ptr %85, align 8, !tbaa !18, !noalias !15
  %86 = zext nneg i32 %36 to i64
  %87 = getelementptr inbounds nuw double, ptr %83, i64 %86
  store double %49, ptr %87, align 8, !tbaa !18, !noalias !15
  %88 = zext nneg i32 %50 to i64
  %89 = getelementptr inbounds nuw [64 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ10dgemm_tileILi64ELi64ELi8ELi4ELi4ELb0EEviiidPKdiS1_idPdiE2Bs to ptr), i64 %88
  %90 = zext nneg i32 %51 to i64
  %91 = getelementptr inbounds nuw double, ptr %89, i64 %90
  store double %65, ptr %91, align 8, !tbaa !18, !noalias !15
  %92 = getelementptr inbounds nuw [64 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ10dgemm_tileILi64ELi64ELi8ELi4ELi4ELb0EEviiidPKdiS1_idPdiE2Bs to ptr), i64 %80
  %93 = getelementptr inbounds nuw double, ptr %92, i64 %90
  store double %81, ptr %93, align 8, !tbaa !18, !noalias !15
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !15
  %94 = add nsw i32 %2, 7
  %95 = sdiv i32 %94, 8
  %96 = icmp sgt i32 %2, 0
  br i1 %96, label %100, label %97

97:                                               ; preds = %79
  %98 = shl nuw nsw i32 %14, 2
  %99 = shl nuw nsw i32 %13, 2
  br label %129

100:                                              ; preds = %79
  %101 = sext i32 %5 to i64
  %102 = zext nneg i32 %21 to i64
  %103 = mul nsw i64 %101, %102
  %104 = getelementptr double, ptr %4, i64 %103
  %105 = zext nneg i32 %37 to i64
  %106 = mul nsw i64 %101, %105
  %107 = getelementptr double, ptr %4, i64 %106
  %108 = sext i32 %7 to i64
  %109 = sext i32 %52 to i64
  %110 = getelementptr double, ptr %6, i64 %109
  %111 = shl nuw nsw i32 %14, 2
  %112 = shl nuw nsw i32 %13, 2
  %113 = tail call i32 @llvm.smax.i32(i32 %95, i32 1)
  %114 = zext nneg i32 %111 to i64
  %115 = or disjoint i32 %111, 1
  %116 = zext nneg i32 %115 to i64
  %117 = or disjoint i32 %111, 2
  %118 = zext nneg i32 %117 to i64
  %119 = or disjoint i32 %111, 3
  %120 = zext nneg i32 %119 to i64
  %121 = zext nneg i32 %112 to i64
  %122 = or disjoint i32 %112, 1
  %123 = zext nneg i32 %122 to i64
  %124 = or disjoint i32 %112, 2
  %125 = zext nneg i32 %124 to i64
  %126 = or disjoint i32 %112, 3
  %127 = zext nneg i32 %126 to i64
  %128 = getelementptr inbounds nuw [65 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ10dgemm_tileILi64ELi64ELi8ELi4ELi4ELb0EEviiidPKdiS1_idPdiE2As to ptr), i64 %82
  br label %153

129:                                              ; preds = %503, %97
  %130 = phi i32 [ %99, %97 ], [ %112, %503 ]
  %131 = phi i32 [ %98, %97 ], [ %111, %503 ]
  %132 = phi double [ 0.000000e+00, %97 ], [ %491, %503 ]
  %133 = phi double [ 0.000000e+00, %97 ], [ %490, %503 ]
  %134 = phi double [ 0.000000e+00, %97 ], [ %489, %503 ]
  %135 = phi double [ 0.000000e+00, %97 ], [ %488, %503 ]
  %136 = phi double [ 0.000000e+00, %97 ], [ %487, %503 ]
  %137 = phi double [ 0.000000e+00, %97 ], [ %486, %503 ]
  %138 = phi double [ 0.000000e+00, %97 ], [ %485, %503 ]
  %139 = phi double [ 0.000000e+00, %97 ], [ %484, %503 ]
  %140 = phi double [ 0.000000e+00, %97 ], [ %483, %503 ]
  %141 = phi double [ 0.000000e+00, %97 ], [ %482, %503 ]
  %142 = phi double [ 0.000000e+00, %97 ], [ %481, %503 ]
  %143 = phi double [ 0.000000e+00, %97 ], [ %480, %503 ]
  %144 = phi double [ 0.000000e+00, %97 ], [ %479, %503 ]
  %145 = phi double [ 0.000000e+00, %97 ], [ %478, %503 ]
  %146 = phi double [ 0.000000e+00, %97 ], [ %477, %503 ]
  %147 = phi double [ 0.000000e+00, %97 ], [ %476, %503 ]
  %148 = add nuw nsw i32 %131, %16
  %149 = or disjoint i32 %130, %18
  %150 = sext i32 %10 to i64
  %151 = fcmp contract oeq double %8, 0.000000e+00
  %152 = icmp slt i32 %148, %0
  br i1 %152, label %505, label %725

153:                                              ; preds = %100, %503
  %154 = phi double [ 0.000000e+00, %100 ], [ %491, %503 ]
  %155 = phi double [ 0.000000e+00, %100 ], [ %490, %503 ]
  %156 = phi double [ 0.000000e+00, %100 ], [ %489, %503 ]
  %157 = phi double [ 0.000000e+00, %100 ], [ %488, %503 ]
  %158 = phi double [ 0.000000e+00, %100 ], [ %487, %503 ]
  %159 = phi double [ 0.000000e+00, %100 ], [ %486, %503 ]
  %160 = phi double [ 0.000000e+00, %100 ], [ %485, %503 ]
  %161 = phi double [ 0.000000e+00, %100 ], [ %484, %503 ]
  %162 = phi double [ 0.000000e+00, %100 ], [ %483, %503 ]
  %163 = phi double [ 0.000000e+00, %100 ], [ %482, %503 ]
  %164 = phi double [ 0.000000e+00, %100 ], [ %481, %503 ]
  %165 = phi double [ 0.000000e+00, %100 ], [ %480, %503 ]
  %166 = phi double [ 0.000000e+00, %100 ], [ %479, %503 ]
  %167 = phi double [ 0.000000e+00, %100 ], [ %478, %503 ]
  %168 = phi double [ 0.000000e+00, %100 ], [ %477, %503 ]
  %169 = phi double [ 0.000000e+00, %100 ], [ %476, %503 ]
  %170 = phi i32 [ 0, %100 ], [ %492, %503 ]
  %171 = phi i32 [ 0, %100 ], [ %176, %503 ]
  %172 = phi double [ %49, %100 ], [ %218, %503 ]
  %173 = phi double [ %34, %100 ], [ %217, %503 ]
  %174 = phi double [ %81, %100 ], [ %216, %503 ]
  %175 = phi double [ %65, %100 ], [ %215, %503 ]
  %176 = add nuw nsw i32 %171, 1
  %177 = icmp slt i32 %176, %95
  br i1 %177, label %178, label %214

178:                                              ; preds = %153
  %179 = shl nsw i32 %176, 3
  %180 = or disjoint i32 %179, %20
  %181 = icmp slt i32 %180, %2
  %182 = select i1 %22, i1 %181, i1 false
  br i1 %182, label %183, label %187

183:                                              ; preds = %178
  %184 = zext nneg i32 %180 to i64
  %185 = getelementptr double, ptr %104, i64 %184
  %186 = load double, ptr %185, align 8, !tbaa !18, !noalias !15
  br label %187

187:                                              ; preds = %183, %178
  %188 = phi contract double [ %186, %183 ], [ 0.000000e+00, %178 ]
  %189 = select i1 %38, i1 %181, i1 false
  br i1 %189, label %190, label %194

190:                                              ; preds = %187
  %191 = zext nneg i32 %180 to i64
  %192 = getelementptr double, ptr %107, i64 %191
  %193 = load double, ptr %192, align 8, !tbaa !18, !noalias !15
  br label %194

194:                                              ; preds = %190, %187
  %195 = phi contract double [ %193, %190 ], [ 0.000000e+00, %187 ]
  %196 = add nuw nsw i32 %179, %50
  %197 = icmp slt i32 %196, %2
  %198 = select i1 %197, i1 %54, i1 false
  br i1 %198, label %199, label %204

199:                                              ; preds = %194
  %200 = zext nneg i32 %196 to i64
  %201 = mul nsw i64 %200, %108
  %202 = getelementptr double, ptr %110, i64 %201
  %203 = load double, ptr %202, align 8, !tbaa !18, !noalias !15
  br label %204

204:                                              ; preds = %199, %194
  %205 = phi contract double [ %203, %199 ], [ 0.000000e+00, %194 ]
  %206 = add nuw nsw i32 %179, %66
  %207 = icmp slt i32 %206, %2
  %208 = select i1 %207, i1 %54, i1 false
  br i1 %208, label %209, label %214

209:                                              ; preds = %204
  %210 = zext nneg i32 %206 to i64
  %211 = mul nsw i64 %210, %108
  %212 = getelementptr double, ptr %110, i64 %211
  %213 = load double, ptr %212, align 8, !tbaa !18, !noalias !15
  br label %214

214:                                              ; preds = %209, %204, %153
  %215 = phi double [ %175, %153 ], [ %205, %204 ], [ %205, %209 ]
  %216 = phi double [ %174, %153 ], [ 0.000000e+00, %204 ], [ %213, %209 ]
  %217 = phi double [ %173, %153 ], [ %188, %204 ], [ %188, %209 ]
  %218 = phi double [ %172, %153 ], [ %195, %204 ], [ %195, %209 ]
  %219 = zext nneg i32 %170 to i64
  %220 = getelementptr inbounds nuw [8 x [65 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10dgemm_tileILi64ELi64ELi8ELi4ELi4ELb0EEviiidPKdiS1_idPdiE2As to ptr), i64 %219
  %221 = getelementptr inbounds nuw [8 x [64 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10dgemm_tileILi64ELi64ELi8ELi4ELi4ELb0EEviiidPKdiS1_idPdiE2Bs to ptr), i64 %219
  %222 = getelementptr inbounds nuw double, ptr %220, i64 %114
  %223 = load double, ptr %222, align 8, !tbaa !18, !noalias !20
  %224 = getelementptr inbounds nuw double, ptr %220, i64 %116
  %225 = load double, ptr %224, align 8, !tbaa !18, !noalias !20
  %226 = getelementptr inbounds nuw double, ptr %220, i64 %118
  %227 = load double, ptr %226, align 8, !tbaa !18, !noalias !20
  %228 = getelementptr inbounds nuw double, ptr %220, i64 %120
  %229 = load double, ptr %228, align 8, !tbaa !18, !noalias !20
  %230 = getelementptr inbounds nuw double, ptr %221, i64 %121
  %231 = load double, ptr %230, align 8, !tbaa !18, !noalias !20
  %232 = getelementptr inbounds nuw double, ptr %221, i64 %123
  %233 = load double, ptr %232, align 8, !tbaa !18, !noalias !20
  %234 = getelementptr inbounds nuw double, ptr %221, i64 %125
  %235 = load double, ptr %234, align 8, !tbaa !18, !noalias !20
  %236 = getelementptr inbounds nuw double, ptr %221, i64 %127
  %237 = load double, ptr %236, align 8, !tbaa !18, !noalias !20
  %238 = tail call noundef double @llvm.fma.f64(double %223, double %231, double %169)
  %239 = tail call noundef double @llvm.fma.f64(double %223, double %233, double %168)
  %240 = tail call noundef double @llvm.fma.f64(double %223, double %235, double %167)
  %241 = tail call noundef double @llvm.fma.f64(double %223, double %237, double %166)
  %242 = tail call noundef double @llvm.fma.f64(double %225, double %231, double %165)
  %243 = tail call noundef double @llvm.fma.f64(double %225, double %233, double %164)
  %244 = tail call noundef double @llvm.fma.f64(double %225, double %235, double %163)
  %245 = tail call noundef double @llvm.fma.f64(double %225, double %237, double %162)
  %246 = tail call noundef double @llvm.fma.f64(double %227, double %231, double %161)
  %247 = tail call noundef double @llvm.fma.f64(double %227, double %233, double %160)
  %248 = tail call noundef double @llvm.fma.f64(double %227, double %235, double %159)
  %249 = tail call noundef double @llvm.fma.f64(double %227, double %237, double %158)
  %250 = tail call noundef double @llvm.fma.f64(double %229, double %231, double %157)
  %251 = tail call noundef double @llvm.fma.f64(double %229, double %233, double %156)
  %252 = tail call noundef double @llvm.fma.f64(double %229, double %235, double %155)
  %253 = tail call noundef double @llvm.fma.f64(double %229, double %237, double %154)
  %254 = getelementptr inbounds nuw i8, ptr %220, i64 520
  %255 = getelementptr inbounds nuw double, ptr %254, i64 %114
  %256 = load double, ptr %255, align 8, !tbaa !18, !noalias !20
  %257 = getelementptr inbounds nuw double, ptr %254, i64 %116
  %258 = load double, ptr %257, align 8, !tbaa !18, !noalias !20
  %259 = getelementptr inbounds nuw double, ptr %254, i64 %118
  %260 = load double, ptr %259, align 8, !tbaa !18, !noalias !20
  %261 = getelementptr inbounds nuw double, ptr %254, i64 %120
  %262 = load double, ptr %261, align 8, !tbaa !18, !noalias !20
  %263 = getelementptr inbounds nuw i8, ptr %221, i64 512
  %264 = getelementptr inbounds nuw double, ptr %263, i64 %121
  %265 = load double, ptr %264, align 8, !tbaa !18, !noalias !20
  %266 = getelementptr inbounds nuw double, ptr %263, i64 %123
  %267 = load double, ptr %266, align 8, !tbaa !18, !noalias !20
  %268 = getelementptr inbounds nuw double, ptr %263, i64 %125
  %269 = load double, ptr %268, align 8, !tbaa !18, !noalias !20
  %270 = getelementptr inbounds nuw double, ptr %263, i64 %127
  %271 = load double, ptr %270, align 8, !tbaa !18, !noalias !20
  %272 = tail call noundef double @llvm.fma.f64(double %256, double %265, double %238)
  %273 = tail call noundef double @llvm.fma.f64(double %256, double %267, double %239)
  %274 = tail call noundef double @llvm.fma.f64(double %256, double %269, double %240)
  %275 = tail call noundef double @llvm.fma.f64(double %256, double %271, double %241)
  %276 = tail call noundef double @llvm.fma.f64(double %258, double %265, double %242)
  %277 = tail call noundef double @llvm.fma.f64(double %258, double %267, double %243)
  %278 = tail call noundef double @llvm.fma.f64(double %258, double %269, double %244)
  %279 = tail call noundef double @llvm.fma.f64(double %258, double %271, double %245)
  %280 = tail call noundef double @llvm.fma.f64(double %260, double %265, double %246)
  %281 = tail call noundef double @llvm.fma.f64(double %260, double %267, double %247)
  %282 = tail call noundef double @llvm.fma.f64(double %260, double %269, double %248)
  %283 = tail call noundef double @llvm.fma.f64(double %260, double %271, double %249)
  %284 = tail call noundef double @llvm.fma.f64(double %262, double %265, double %250)
  %285 = tail call noundef double @llvm.fma.f64(double %262, double %267, double %251)
  %286 = tail call noundef double @llvm.fma.f64(double %262, double %269, double %252)
  %287 = tail call noundef double @llvm.fma.f64(double %262, double %271, double %253)
  %288 = getelementptr inbounds nuw i8, ptr %220, i64 1040
  %289 = getelementptr inbounds nuw double, ptr %288, i64 %114
  %290 = load double, ptr %289, align 8, !tbaa !18, !noalias !20
  %291 = getelementptr inbounds nuw double, ptr %288, i64 %116
  %292 = load double, ptr %291, align 8, !tbaa !18, !noalias !20
  %293 = getelementptr inbounds nuw double, ptr %288, i64 %118
  %294 = load double, ptr %293, align 8, !tbaa !18, !noalias !20
  %295 = getelementptr inbounds nuw double, ptr %288, i64 %120
  %296 = load double, ptr %295, align 8, !tbaa !18, !noalias !20
  %297 = getelementptr inbounds nuw i8, ptr %221, i64 1024
  %298 = getelementptr inbounds nuw double, ptr %297, i64 %121
  %299 = load double, ptr %298, align 8, !tbaa !18, !noalias !20
  %300 = getelementptr inbounds nuw double, ptr %297, i64 %123
  %301 = load double, ptr %300, align 8, !tbaa !18, !noalias !20
  %302 = getelementptr inbounds nuw double, ptr %297, i64 %125
  %303 = load double, ptr %302, align 8, !tbaa !18, !noalias !20
  %304 = getelementptr inbounds nuw double, ptr %297, i64 %127
  %305 = load double, ptr %304, align 8, !tbaa !18, !noalias !20
  %306 = tail call noundef double @llvm.fma.f64(double %290, double %299, double %272)
  %307 = tail call noundef double @llvm.fma.f64(double %290, double %301, double %273)
  %308 = tail call noundef double @llvm.fma.f64(double %290, double %303, double %274)
  %309 = tail call noundef double @llvm.fma.f64(double %290, double %305, double %275)
  %310 = tail call noundef double @llvm.fma.f64(double %292, double %299, double %276)
  %311 = tail call noundef double @llvm.fma.f64(double %292, double %301, double %277)
  %312 = tail call noundef double @llvm.fma.f64(double %292, double %303, double %278)
  %313 = tail call noundef double @llvm.fma.f64(double %292, double %305, double %279)
  %314 = tail call noundef double @llvm.fma.f64(double %294, double %299, double %280)
  %315 = tail call noundef double @llvm.fma.f64(double %294, double %301, double %281)
  %316 = tail call noundef double @llvm.fma.f64(double %294, double %303, double %282)
  %317 = tail call noundef double @llvm.fma.f64(double %294, double %305, double %283)
  %318 = tail call noundef double @llvm.fma.f64(double %296, double %299, double %284)
  %319 = tail call noundef double @llvm.fma.f64(double %296, double %301, double %285)
  %320 = tail call noundef double @llvm.fma.f64(double %296, double %303, double %286)
  %321 = tail call noundef double @llvm.fma.f64(double %296, double %305, double %287)
  %322 = getelementptr inbounds nuw i8, ptr %220, i64 1560
  %323 = getelementptr inbounds nuw double, ptr %322, i64 %114
  %324 = load double, ptr %323, align 8, !tbaa !18, !noalias !20
  %325 = getelementptr inbounds nuw double, ptr %322, i64 %116
  %326 = load double, ptr %325, align 8, !tbaa !18, !noalias !20
  %327 = getelementptr inbounds nuw double, ptr %322, i64 %118
  %328 = load double, ptr %327, align 8, !tbaa !18, !noalias !20
  %329 = getelementptr inbounds nuw double, ptr %322, i64 %120
  %330 = load double, ptr %329, align 8, !tbaa !18, !noalias !20
  %331 = getelementptr inbounds nuw i8, ptr %221, i64 1536
  %332 = getelementptr inbounds nuw double, ptr %331, i64 %121
  %333 = load double, ptr %332, align 8, !tbaa !18, !noalias !20
  %334 = getelementptr inbounds nuw double, ptr %331, i64 %123
  %335 = load double, ptr %334, align 8, !tbaa !18, !noalias !20
  %336 = getelementptr inbounds nuw double, ptr %331, i64 %125
  %337 = load double, ptr %336, align 8, !tbaa !18, !noalias !20
  %338 = getelementptr inbounds nuw double, ptr %331, i64 %127
  %339 = load double, ptr %338, align 8, !tbaa !18, !noalias !20
  %340 = tail call noundef double @llvm.fma.f64(double %324, double %333, double %306)
  %341 = tail call noundef double @llvm.fma.f64(double %324, double %335, double %307)
  %342 = tail call noundef double @llvm.fma.f64(double %324, double %337, double %308)
  %343 = tail call noundef double @llvm.fma.f64(double %324, double %339, double %309)
  %344 = tail call noundef double @llvm.fma.f64(double %326, double %333, double %310)
  %345 = tail call noundef double @llvm.fma.f64(double %326, double %335, double %311)
  %346 = tail call noundef double @llvm.fma.f64(double %326, double %337, double %312)
  %347 = tail call noundef double @llvm.fma.f64(double %326, double %339, double %313)
  %348 = tail call noundef double @llvm.fma.f64(double %328, double %333, double %314)
  %349 = tail call noundef double @llvm.fma.f64(double %328, double %335, double %315)
  %350 = tail call noundef double @llvm.fma.f64(double %328, double %337, double %316)
  %351 = tail call noundef double @llvm.fma.f64(double %328, double %339, double %317)
  %352 = tail call noundef double @llvm.fma.f64(double %330, double %333, double %318)
  %353 = tail call noundef double @llvm.fma.f64(double %330, double %335, double %319)
  %354 = tail call noundef double @llvm.fma.f64(double %330, double %337, double %320)
  %355 = tail call noundef double @llvm.fma.f64(double %330, double %339, double %321)
  %356 = getelementptr inbounds nuw i8, ptr %220, i64 2080
  %357 = getelementptr inbounds nuw double, ptr %356, i64 %114
  %358 = load double, ptr %357, align 8, !tbaa !18, !noalias !20
  %359 = getelementptr inbounds nuw double, ptr %356, i64 %116
  %360 = load double, ptr %359, align 8, !tbaa !18, !noalias !20
  %361 = getelementptr inbounds nuw double, ptr %356, i64 %118
  %362 = load double, ptr %361, align 8, !tbaa !18, !noalias !20
  %363 = getelementptr inbounds nuw double, ptr %356, i64 %120
  %364 = load double, ptr %363, align 8, !tbaa !18, !noalias !20
  %365 = getelementptr inbounds nuw i8, ptr %221, i64 2048
  %366 = getelementptr inbounds nuw double, ptr %365, i64 %121
  %367 = load double, ptr %366, align 8, !tbaa !18, !noalias !20
  %368 = getelementptr inbounds nuw double, ptr %365, i64 %123
  %369 = load double, ptr %368, align 8, !tbaa !18, !noalias !20
  %370 = getelementptr inbounds nuw double, ptr %365, i64 %125
  %371 = load double, ptr %370, align 8, !tbaa !18, !noalias !20
  %372 = getelementptr inbounds nuw double, ptr %365, i64 %127
  %373 = load double, ptr %372, align 8, !tbaa !18, !noalias !20
  %374 = tail call noundef double @llvm.fma.f64(double %358, double %367, double %340)
  %375 = tail call noundef double @llvm.fma.f64(double %358, double %369, double %341)
  %376 = tail call noundef double @llvm.fma.f64(double %358, double %371, double %342)
  %377 = tail call noundef double @llvm.fma.f64(double %358, double %373, double %343)
  %378 = tail call noundef double @llvm.fma.f64(double %360, double %367, double %344)
  %379 = tail call noundef double @llvm.fma.f64(double %360, double %369, double %345)
  %380 = tail call noundef double @llvm.fma.f64(double %360, double %371, double %346)
  %381 = tail call noundef double @llvm.fma.f64(double %360, double %373, double %347)
  %382 = tail call noundef double @llvm.fma.f64(double %362, double %367, double %348)
  %383 = tail call noundef double @llvm.fma.f64(double %362, double %369, double %349)
  %384 = tail call noundef double @llvm.fma.f64(double %362, double %371, double %350)
  %385 = tail call noundef double @llvm.fma.f64(double %362, double %373, double %351)
  %386 = tail call noundef double @llvm.fma.f64(double %364, double %367, double %352)
  %387 = tail call noundef double @llvm.fma.f64(double %364, double %369, double %353)
  %388 = tail call noundef double @llvm.fma.f64(double %364, double %371, double %354)
  %389 = tail call noundef double @llvm.fma.f64(double %364, double %373, double %355)
  %390 = getelementptr inbounds nuw i8, ptr %220, i64 2600
  %391 = getelementptr inbounds nuw double, ptr %390, i64 %114
  %392 = load double, ptr %391, align 8, !tbaa !18, !noalias !20
  %393 = getelementptr inbounds nuw double, ptr %390, i64 %116
  %394 = load double, ptr %393, align 8, !tbaa !18, !noalias !20
  %395 = getelementptr inbounds nuw double, ptr %390, i64 %118
  %396 = load double, ptr %395, align 8, !tbaa !18, !noalias !20
  %397 = getelementptr inbounds nuw double, ptr %390, i64 %120
  %398 = load double, ptr %397, align 8, !tbaa !18, !noalias !20
  %399 = getelementptr inbounds nuw i8, ptr %221, i64 2560
  %400 = getelementptr inbounds nuw double, ptr %399, i64 %121
  %401 = load double, ptr %400, align 8, !tbaa !18, !noalias !20
  %402 = getelementptr inbounds nuw double, ptr %399, i64 %123
  %403 = load double, ptr %402, align 8, !tbaa !18, !noalias !20
  %404 = getelementptr inbounds nuw double, ptr %399, i64 %125
  %405 = load double, ptr %404, align 8, !tbaa !18, !noalias !20
  %406 = getelementptr inbounds nuw double, ptr %399, i64 %127
  %407 = load double, ptr %406, align 8, !tbaa !18, !noalias !20
  %408 = tail call noundef double @llvm.fma.f64(double %392, double %401, double %374)
  %409 = tail call noundef double @llvm.fma.f64(double %392, double %403, double %375)
  %410 = tail call noundef double @llvm.fma.f64(double %392, double %405, double %376)
  %411 = tail call noundef double @llvm.fma.f64(double %392, double %407, double %377)
  %412 = tail call noundef double @llvm.fma.f64(double %394, double %401, double %378)
  %413 = tail call noundef double @llvm.fma.f64(double %394, double %403, double %379)
  %414 = tail call noundef double @llvm.fma.f64(double %394, double %405, double %380)
  %415 = tail call noundef double @llvm.fma.f64(double %394, double %407, double %381)
  %416 = tail call noundef double @llvm.fma.f64(double %396, double %401, double %382)
  %417 = tail call noundef double @llvm.fma.f64(double %396, double %403, double %383)
  %418 = tail call noundef double @llvm.fma.f64(double %396, double %405, double %384)
  %419 = tail call noundef double @llvm.fma.f64(double %396, double %407, double %385)
  %420 = tail call noundef double @llvm.fma.f64(double %398, double %401, double %386)
  %421 = tail call noundef double @llvm.fma.f64(double %398, double %403, double %387)
  %422 = tail call noundef double @llvm.fma.f64(double %398, double %405, double %388)
  %423 = tail call noundef double @llvm.fma.f64(double %398, double %407, double %389)
  %424 = getelementptr inbounds nuw i8, ptr %220, i64 3120
  %425 = getelementptr inbounds nuw double, ptr %424, i64 %114
  %426 = load double, ptr %425, align 8, !tbaa !18, !noalias !20
  %427 = getelementptr inbounds nuw double, ptr %424, i64 %116
  %428 = load double, ptr %427, align 8, !tbaa !18, !noalias !20
  %429 = getelementptr inbounds nuw double, ptr %424, i64 %118
  %430 = load double, ptr %429, align 8, !tbaa !18, !noalias !20
  %431 = getelementptr inbounds nuw double, ptr %424, i64 %120
  %432 = load double, ptr %431, align 8, !tbaa !18, !noalias !20
  %433 = getelementptr inbounds nuw i8, ptr %221, i64 3072
  %434 = getelementptr inbounds nuw double, ptr %433, i64 %121
  %435 = load double, ptr %434, align 8, !tbaa !18, !noalias !20
  %436 = getelementptr inbounds nuw double, ptr %433, i64 %123
  %437 = load double, ptr %436, align 8, !tbaa !18, !noalias !20
  %438 = getelementptr inbounds nuw double, ptr %433, i64 %125
  %439 = load double, ptr %438, align 8, !tbaa !18, !noalias !20
  %440 = getelementptr inbounds nuw double, ptr %433, i64 %127
  %441 = load double, ptr %440, align 8, !tbaa !18, !noalias !20
  %442 = tail call noundef double @llvm.fma.f64(double %426, double %435, double %408)
  %443 = tail call noundef double @llvm.fma.f64(double %426, double %437, double %409)
  %444 = tail call noundef double @llvm.fma.f64(double %426, double %439, double %410)
  %445 = tail call noundef double @llvm.fma.f64(double %426, double %441, double %411)
  %446 = tail call noundef double @llvm.fma.f64(double %428, double %435, double %412)
  %447 = tail call noundef double @llvm.fma.f64(double %428, double %437, double %413)
  %448 = tail call noundef double @llvm.fma.f64(double %428, double %439, double %414)
  %449 = tail call noundef double @llvm.fma.f64(double %428, double %441, double %415)
  %450 = tail call noundef double @llvm.fma.f64(double %430, double %435, double %416)
  %451 = tail call noundef double @llvm.fma.f64(double %430, double %437, double %417)
  %452 = tail call noundef double @llvm.fma.f64(double %430, double %439, double %418)
  %453 = tail call noundef double @llvm.fma.f64(double %430, double %441, double %419)
  %454 = tail call noundef double @llvm.fma.f64(double %432, double %435, double %420)
  %455 = tail call noundef double @llvm.fma.f64(double %432, double %437, double %421)
  %456 = tail call noundef double @llvm.fma.f64(double %432, double %439, double %422)
  %457 = tail call noundef double @llvm.fma.f64(double %432, double %441, double %423)
  %458 = getelementptr inbounds nuw i8, ptr %220, i64 3640
  %459 = getelementptr inbounds nuw double, ptr %458, i64 %114
  %460 = load double, ptr %459, align 8, !tbaa !18, !noalias !20
  %461 = getelementptr inbounds nuw double, ptr %458, i64 %116
  %462 = load double, ptr %461, align 8, !tbaa !18, !noalias !20
  %463 = getelementptr inbounds nuw double, ptr %458, i64 %118
  %464 = load double, ptr %463, align 8, !tbaa !18, !noalias !20
  %465 = getelementptr inbounds nuw double, ptr %458, i64 %120
  %466 = load double, ptr %465, align 8, !tbaa !18, !noalias !20
  %467 = getelementptr inbounds nuw i8, ptr %221, i64 3584
  %468 = getelementptr inbounds nuw double, ptr %467, i64 %121
  %469 = load double, ptr %468, align 8, !tbaa !18, !noalias !20
  %470 = getelementptr inbounds nuw double, ptr %467, i64 %123
  %471 = load double, ptr %470, align 8, !tbaa !18, !noalias !20
  %472 = getelementptr inbounds nuw double, ptr %467, i64 %125
  %473 = load double, ptr %472, align 8, !tbaa !18, !noalias !20
  %474 = getelementptr inbounds nuw double, ptr %467, i64 %127
  %475 = load double, ptr %474, align 8, !tbaa !18, !noalias !20
  %476 = tail call noundef double @llvm.fma.f64(double %460, double %469, double %442)
  %477 = tail call noundef double @llvm.fma.f64(double %460, double %471, double %443)
  %478 = tail call noundef double @llvm.fma.f64(double %460, double %473, double %444)
  %479 = tail call noundef double @llvm.fma.f64(double %460, double %475, double %445)
  %480 = tail call noundef double @llvm.fma.f64(double %462, double %469, double %446)
  %481 = tail call noundef double @llvm.fma.f64(double %462, double %471, double %447)
  %482 = tail call noundef double @llvm.fma.f64(double %462, double %473, double %448)
  %483 = tail call noundef double @llvm.fma.f64(double %462, double %475, double %449)
  %484 = tail call noundef double @llvm.fma.f64(double %464, double %469, double %450)
  %485 = tail call noundef double @llvm.fma.f64(double %464, double %471, double %451)
  %486 = tail call noundef double @llvm.fma.f64(double %464, double %473, double %452)
  %487 = tail call noundef double @llvm.fma.f64(double %464, double %475, double %453)
  %488 = tail call noundef double @llvm.fma.f64(double %466, double %469, double %454)
  %489 = tail call noundef double @llvm.fma.f64(double %466, double %471, double %455)
  %490 = tail call noundef double @llvm.fma.f64(double %466, double %473, double %456)
  %491 = tail call noundef double @llvm.fma.f64(double %466, double %475, double %457)
  %492 = xor i32 %170, 1
  br i1 %177, label %493, label %503

493:                                              ; preds = %214
  %494 = zext nneg i32 %492 to i64
  %495 = getelementptr inbounds nuw [8 x [65 x double]], ptr %128, i64 %494
  %496 = getelementptr inbounds nuw double, ptr %495, i64 %84
  store double %217, ptr %496, align 8, !tbaa !18, !noalias !15
  %497 = getelementptr inbounds nuw double, ptr %495, i64 %86
  store double %218, ptr %497, align 8, !tbaa !18, !noalias !15
  %498 = getelementptr inbounds nuw [8 x [64 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10dgemm_tileILi64ELi64ELi8ELi4ELi4ELb0EEviiidPKdiS1_idPdiE2Bs to ptr), i64 %494
  %499 = getelementptr inbounds nuw [64 x double], ptr %498, i64 %88
  %500 = getelementptr inbounds nuw double, ptr %499, i64 %90
  store double %215, ptr %500, align 8, !tbaa !18, !noalias !15
  %501 = getelementptr inbounds nuw [64 x double], ptr %498, i64 %80
  %502 = getelementptr inbounds nuw double, ptr %501, i64 %90
  store double %216, ptr %502, align 8, !tbaa !18, !noalias !15
  br label %503

503:                                              ; preds = %214, %493
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !15
  %504 = icmp eq i32 %176, %113
  br i1 %504, label %129, label %153, !llvm.loop !23

505:                                              ; preds = %129
  %506 = zext nneg i32 %148 to i64
  %507 = mul nsw i64 %506, %150
  %508 = getelementptr inbounds nuw double, ptr %9, i64 %507
  %509 = icmp slt i32 %149, %1
  br i1 %509, label %510, label %521

510:                                              ; preds = %505
  %511 = sext i32 %149 to i64
  %512 = getelementptr inbounds double, ptr %508, i64 %511
  br i1 %151, label %513, label %515

513:                                              ; preds = %510
  %514 = fmul contract double %3, %147
  br label %519

515:                                              ; preds = %510
  %516 = load double, ptr %512, align 8, !tbaa !18, !alias.scope !15, !noalias !24
  %517 = fmul contract double %3, %147
  %518 = tail call noundef double @llvm.fma.f64(double %8, double %516, double %517)
  br label %519

519:                                              ; preds = %515, %513
  %520 = phi contract double [ %514, %513 ], [ %518, %515 ]
  store double %520, ptr %512, align 8, !tbaa !18, !alias.scope !15, !noalias !24
  br label %521

521:                                              ; preds = %519, %505
  %522 = or disjoint i32 %149, 1
  %523 = icmp slt i32 %522, %1
  br i1 %523, label %524, label %535

524:                                              ; preds = %521
  %525 = sext i32 %522 to i64
  %526 = getelementptr inbounds double, ptr %508, i64 %525
  br i1 %151, label %531, label %527

527:                                              ; preds = %524
  %528 = load double, ptr %526, align 8, !tbaa !18, !alias.scope !15, !noalias !24
  %529 = fmul contract double %3, %146
  %530 = tail call noundef double @llvm.fma.f64(double %8, double %528, double %529)
  br label %533

531:                                              ; preds = %524
  %532 = fmul contract double %3, %146
  br label %533

533:                                              ; preds = %531, %527
  %534 = phi contract double [ %532, %531 ], [ %530, %527 ]
  store double %534, ptr %526, align 8, !tbaa !18, !alias.scope !15, !noalias !24
  br label %535

535:                                              ; preds = %533, %521
  %536 = or disjoint i32 %149, 2
  %537 = icmp slt i32 %536, %1
  br i1 %537, label %538, label %549

538:                                              ; preds = %535
  %539 = sext i32 %536 to i64
  %540 = getelementptr inbounds double, ptr %508, i64 %539
  br i1 %151, label %545, label %541

541:                                              ; preds = %538
  %542 = load double, ptr %540, align 8, !tbaa !18, !alias.scope !15, !noalias !24
  %543 = fmul contract double %3, %145
  %544 = tail call noundef double @llvm.fma.f64(double %8, double %542, double %543)
  br label %547

545:                                              ; preds = %538
  %546 = fmul contract double %3, %145
  br label %547

547:                                              ; preds = %545, %541
  %548 = phi contract double [ %546, %545 ], [ %544, %541 ]
  store double %548, ptr %540, align 8, !tbaa !18, !alias.scope !15, !noalias !24
  br label %549

549:                                              ; preds = %547, %535
  %550 = or disjoint i32 %149, 3
  %551 = icmp slt i32 %550, %1
  br i1 %551, label %552, label %563

552:                                              ; preds = %549
  %553 = sext i32 %550 to i64
  %554 = getelementptr inbounds double, ptr %508, i64 %553
  br i1 %151, label %559, label %555

555:                                              ; preds = %552
  %556 = load double, ptr %554, align 8, !tbaa !18, !alias.scope !15, !noalias !24
  %557 = fmul contract double %3, %144
  %558 = tail call noundef double @llvm.fma.f64(double %8, double %556, double %557)
  br label %561

559:                                              ; preds = %552
  %560 = fmul contract double %3, %144
  br label %561

561:                                              ; preds = %559, %555
  %562 = phi contract double [ %560, %559 ], [ %558, %555 ]
  store double %562, ptr %554, align 8, !tbaa !18, !alias.scope !15, !noalias !24
  br label %563

563:                                              ; preds = %561, %549
  %564 = or disjoint i32 %148, 1
  %565 = icmp slt i32 %564, %0
  br i1 %565, label %566, label %725

566:                                              ; preds = %563
  %567 = zext nneg i32 %564 to i64
  %568 = mul nsw i64 %567, %150
  %569 = getelementptr inbounds nuw double, ptr %9, i64 %568
  br i1 %509, label %570, label %581

570:                                              ; preds = %566
  %571 = sext i32 %149 to i64
  %572 = getelementptr inbounds double, ptr %569, i64 %571
  br i1 %151, label %577, label %573

573:                                              ; preds = %570
  %574 = load double, ptr %572, align 8, !tbaa !18, !alias.scope !15, !noalias !24
  %575 = fmul contract double %3, %143
  %576 = tail call noundef double @llvm.fma.f64(double %8, double %574, double %575)
  br label %579

577:                                              ; preds = %570
  %578 = fmul contract double %3, %143
  br label %579

579:                                              ; preds = %577, %573
  %580 = phi contract double [ %578, %577 ], [ %576, %573 ]
  store double %580, ptr %572, align 8, !tbaa !18, !alias.scope !15, !noalias !24
  br label %581

581:                                              ; preds = %579, %566
  br i1 %523, label %582, label %593

582:                                              ; preds = %581
  %583 = sext i32 %522 to i64
  %584 = getelementptr inbounds double, ptr %569, i64 %583
  br i1 %151, label %589, label %585

585:                                              ; preds = %582
  %586 = load double, ptr %584, align 8, !tbaa !18, !alias.scope !15, !noalias !24
  %587 = fmul contract double %3, %142
  %588 = tail call noundef double @llvm.fma.f64(double %8, double %586, double %587)
  br label %591

589:                                              ; preds = %582
  %590 = fmul contract double %3, %142
  br label %591

591:                                              ; preds = %589, %585
  %592 = phi contract double [ %590, %589 ], [ %588, %585 ]
  store double %592, ptr %584, align 8, !tbaa !18, !alias.scope !15, !noalias !24
  br label %593

593:                                              ; preds = %591, %581
  br i1 %537, label %594, label %605

594:                                              ; preds = %593
  %595 = sext i32 %536 to i64
  %596 = getelementptr inbounds double, ptr %569, i64 %595
  br i1 %151, label %601, label %597

597:                                              ; preds = %594
  %598 = load double, ptr %596, align 8, !tbaa !18, !alias.scope !15, !noalias !24
  %599 = fmul contract double %3, %141
  %600 = tail call noundef double @llvm.fma.f64(double %8, double %598, double %599)
  br label %603

601:                                              ; preds = %594
  %602 = fmul contract double %3, %141
  br label %603

603:                                              ; preds = %601, %597
  %604 = phi contract double [ %602, %601 ], [ %600, %597 ]
  store double %604, ptr %596, align 8, !tbaa !18, !alias.scope !15, !noalias !24
  br label %605

605:                                              ; preds = %603, %593
  br i1 %551, label %606, label %617

606:                                              ; preds = %605
  %607 = sext i32 %550 to i64
  %608 = getelementptr inbounds double, ptr %569, i64 %607
  br i1 %151, label %613, label %609

609:                                              ; preds = %606
  %610 = load double, ptr %608, align 8, !tbaa !18, !alias.scope !15, !noalias !24
  %611 = fmul contract double %3, %140
  %612 = tail call noundef double @llvm.fma.f64(double %8, double %610, double %611)
  br label %615

613:                                              ; preds = %606
  %614 = fmul contract double %3, %140
  br label %615

615:                                              ; preds = %613, %609
  %616 = phi contract double [ %614, %613 ], [ %612, %609 ]
  store double %616, ptr %608, align 8, !tbaa !18, !alias.scope !15, !noalias !24
  br label %617

617:                                              ; preds = %615, %605
  %618 = or disjoint i32 %148, 2
  %619 = icmp slt i32 %618, %0
  br i1 %619, label %620, label %725

620:                                              ; preds = %617
  %621 = zext nneg i32 %618 to i64
  %622 = mul nsw i64 %621, %150
  %623 = getelementptr inbounds nuw double, ptr %9, i64 %622
  br i1 %509, label %624, label %635

624:                                              ; preds = %620
  %625 = sext i32 %149 to i64
  %626 = getelementptr inbounds double, ptr %623, i64 %625
  br i1 %151, label %631, label %627

627:                                              ; preds = %624
  %628 = load double, ptr %626, align 8, !tbaa !18, !alias.scope !15, !noalias !24
  %629 = fmul contract double %3, %139
  %630 = tail call noundef double @llvm.fma.f64(double %8, double %628, double %629)
  br label %633

631:                                              ; preds = %624
  %632 = fmul contract double %3, %139
  br label %633

633:                                              ; preds = %631, %627
  %634 = phi contract double [ %632, %631 ], [ %630, %627 ]
  store double %634, ptr %626, align 8, !tbaa !18, !alias.scope !15, !noalias !24
  br label %635

635:                                              ; preds = %633, %620
  br i1 %523, label %636, label %647

636:                                              ; preds = %635
  %637 = sext i32 %522 to i64
  %638 = getelementptr inbounds double, ptr %623, i64 %637
  br i1 %151, label %643, label %639

639:                                              ; preds = %636
  %640 = load double, ptr %638, align 8, !tbaa !18, !alias.scope !15, !noalias !24
  %641 = fmul contract double %3, %138
  %642 = tail call noundef double @llvm.fma.f64(double %8, double %640, double %641)
  br label %645

643:                                              ; preds = %636
  %644 = fmul contract double %3, %138
  br label %645

645:                                              ; preds = %643, %639
  %646 = phi contract double [ %644, %643 ], [ %642, %639 ]
  store double %646, ptr %638, align 8, !tbaa !18, !alias.scope !15, !noalias !24
  br label %647

647:                                              ; preds = %645, %635
  br i1 %537, label %648, label %659

648:                                              ; preds = %647
  %649 = sext i32 %536 to i64
  %650 = getelementptr inbounds double, ptr %623, i64 %649
  br i1 %151, label %655, label %651

651:                                              ; preds = %648
  %652 = load double, ptr %650, align 8, !tbaa !18, !alias.scope !15, !noalias !24
  %653 = fmul contract double %3, %137
  %654 = tail call noundef double @llvm.fma.f64(double %8, double %652, double %653)
  br label %657

655:                                              ; preds = %648
  %656 = fmul contract double %3, %137
  br label %657

657:                                              ; preds = %655, %651
  %658 = phi contract double [ %656, %655 ], [ %654, %651 ]
  store double %658, ptr %650, align 8, !tbaa !18, !alias.scope !15, !noalias !24
  br label %659

659:                                              ; preds = %657, %647
  br i1 %551, label %660, label %671

660:                                              ; preds = %659
  %661 = sext i32 %550 to i64
  %662 = getelementptr inbounds double, ptr %623, i64 %661
  br i1 %151, label %667, label %663

663:                                              ; preds = %660
  %664 = load double, ptr %662, align 8, !tbaa !18, !alias.scope !15, !noalias !24
  %665 = fmul contract double %3, %136
  %666 = tail call noundef double @llvm.fma.f64(double %8, double %664, double %665)
  br label %669

667:                                              ; preds = %660
  %668 = fmul contract double %3, %136
  br label %669

669:                                              ; preds = %667, %663
  %670 = phi contract double [ %668, %667 ], [ %666, %663 ]
  store double %670, ptr %662, align 8, !tbaa !18, !alias.scope !15, !noalias !24
  br label %671

671:                                              ; preds = %669, %659
  %672 = or disjoint i32 %148, 3
  %673 = icmp slt i32 %672, %0
  br i1 %673, label %674, label %725

674:                                              ; preds = %671
  %675 = zext nneg i32 %672 to i64
  %676 = mul nsw i64 %675, %150
  %677 = getelementptr inbounds nuw double, ptr %9, i64 %676
  br i1 %509, label %678, label %689

678:                                              ; preds = %674
  %679 = sext i32 %149 to i64
  %680 = getelementptr inbounds double, ptr %677, i64 %679
  br i1 %151, label %685, label %681

681:                                              ; preds = %678
  %682 = load double, ptr %680, align 8, !tbaa !18, !alias.scope !15, !noalias !24
  %683 = fmul contract double %3, %135
  %684 = tail call noundef double @llvm.fma.f64(double %8, double %682, double %683)
  br label %687

685:                                              ; preds = %678
  %686 = fmul contract double %3, %135
  br label %687

687:                                              ; preds = %685, %681
  %688 = phi contract double [ %686, %685 ], [ %684, %681 ]
  store double %688, ptr %680, align 8, !tbaa !18, !alias.scope !15, !noalias !24
  br label %689

689:                                              ; preds = %687, %674
  br i1 %523, label %690, label %701

690:                                              ; preds = %689
  %691 = sext i32 %522 to i64
  %692 = getelementptr inbounds double, ptr %677, i64 %691
  br i1 %151, label %697, label %693

693:                                              ; preds = %690
  %694 = load double, ptr %692, align 8, !tbaa !18, !alias.scope !15, !noalias !24
  %695 = fmul contract double %3, %134
  %696 = tail call noundef double @llvm.fma.f64(double %8, double %694, double %695)
  br label %699

697:                                              ; preds = %690
  %698 = fmul contract double %3, %134
  br label %699

699:                                              ; preds = %697, %693
  %700 = phi contract double [ %698, %697 ], [ %696, %693 ]
  store double %700, ptr %692, align 8, !tbaa !18, !alias.scope !15, !noalias !24
  br label %701

701:                                              ; preds = %699, %689
  br i1 %537, label %702, label %713

702:                                              ; preds = %701
  %703 = sext i32 %536 to i64
  %704 = getelementptr inbounds double, ptr %677, i64 %703
  br i1 %151, label %709, label %705

705:                                              ; preds = %702
  %706 = load double, ptr %704, align 8, !tbaa !18, !alias.scope !15, !noalias !24
  %707 = fmul contract double %3, %133
  %708 = tail call noundef double @llvm.fma.f64(double %8, double %706, double %707)
  br label %711

709:                                              ; preds = %702
  %710 = fmul contract double %3, %133
  br label %711

711:                                              ; preds = %709, %705
  %712 = phi contract double [ %710, %709 ], [ %708, %705 ]
  store double %712, ptr %704, align 8, !tbaa !18, !alias.scope !15, !noalias !24
  br label %713

713:                                              ; preds = %711, %701
  br i1 %551, label %714, label %725

714:                                              ; preds = %713
  %715 = sext i32 %550 to i64
  %716 = getelementptr inbounds double, ptr %677, i64 %715
  br i1 %151, label %721, label %717

717:                                              ; preds = %714
  %718 = load double, ptr %716, align 8, !tbaa !18, !alias.scope !15, !noalias !24
  %719 = fmul contract double %3, %132
  %720 = tail call noundef double @llvm.fma.f64(double %8, double %718, double %719)
  br label %723

721:                                              ; preds = %714
  %722 = fmul contract double %3, %132
  br label %723

723:                                              ; preds = %721, %717
  %724 = phi contract double [ %722, %721 ], [ %720, %717 ]
  store double %724, ptr %716, align 8, !tbaa !18, !alias.scope !15, !noalias !24
  br label %725

725:                                              ; preds = %713, %723, %671, %617, %563, %129
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @dgemm_tn_32x32_2x2(i32 noundef %0, i32 noundef %1, i32 noundef %2, double noundef %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5, ptr noalias noundef readonly captures(none) %6, i32 noundef %7, double noundef %8, ptr noalias noundef captures(none) %9, i32 noundef %10) local_unnamed_addr #2 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !25)
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
  %26 = sext i32 %5 to i64
  %27 = zext nneg i32 %19 to i64
  %28 = mul nsw i64 %26, %27
  %29 = getelementptr double, ptr %4, i64 %28
  %30 = zext nneg i32 %21 to i64
  %31 = getelementptr double, ptr %29, i64 %30
  %32 = load double, ptr %31, align 8, !tbaa !18, !noalias !25
  br label %33

33:                                               ; preds = %25, %11
  %34 = phi contract double [ %32, %25 ], [ 0.000000e+00, %11 ]
  %35 = add nuw nsw i32 %12, 256
  %36 = lshr i32 %35, 5
  %37 = icmp slt i32 %36, %2
  %38 = select i1 %22, i1 %37, i1 false
  br i1 %38, label %39, label %47

39:                                               ; preds = %33
  %40 = sext i32 %5 to i64
  %41 = zext nneg i32 %36 to i64
  %42 = mul nsw i64 %40, %41
  %43 = getelementptr double, ptr %4, i64 %42
  %44 = zext nneg i32 %21 to i64
  %45 = getelementptr double, ptr %43, i64 %44
  %46 = load double, ptr %45, align 8, !tbaa !18, !noalias !25
  br label %47

47:                                               ; preds = %39, %33
  %48 = phi contract double [ %46, %39 ], [ 0.000000e+00, %33 ]
  %49 = or disjoint i32 %18, %20
  %50 = icmp slt i32 %49, %1
  %51 = select i1 %23, i1 %50, i1 false
  br i1 %51, label %52, label %60

52:                                               ; preds = %47
  %53 = sext i32 %7 to i64
  %54 = zext nneg i32 %19 to i64
  %55 = mul nsw i64 %53, %54
  %56 = getelementptr double, ptr %6, i64 %55
  %57 = sext i32 %49 to i64
  %58 = getelementptr double, ptr %56, i64 %57
  %59 = load double, ptr %58, align 8, !tbaa !18, !noalias !25
  br label %60

60:                                               ; preds = %52, %47
  %61 = phi contract double [ %59, %52 ], [ 0.000000e+00, %47 ]
  %62 = select i1 %37, i1 %50, i1 false
  br i1 %62, label %65, label %63

63:                                               ; preds = %60
  %64 = zext nneg i32 %36 to i64
  br label %73

65:                                               ; preds = %60
  %66 = sext i32 %7 to i64
  %67 = zext nneg i32 %36 to i64
  %68 = mul nsw i64 %66, %67
  %69 = getelementptr double, ptr %6, i64 %68
  %70 = sext i32 %49 to i64
  %71 = getelementptr double, ptr %69, i64 %70
  %72 = load double, ptr %71, align 8, !tbaa !18, !noalias !25
  br label %73

73:                                               ; preds = %63, %65
  %74 = phi i64 [ %64, %63 ], [ %67, %65 ]
  %75 = phi contract double [ 0.000000e+00, %63 ], [ %72, %65 ]
  %76 = zext nneg i32 %19 to i64
  %77 = getelementptr inbounds nuw [33 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ10dgemm_tileILi32ELi32ELi16ELi2ELi2ELb1EEviiidPKdiS1_idPdiE2As to ptr), i64 %76
  %78 = zext nneg i32 %20 to i64
  %79 = getelementptr inbounds nuw double, ptr %77, i64 %78
  store double %34, ptr %79, align 8, !tbaa !18, !noalias !25
  %80 = getelementptr inbounds nuw [33 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ10dgemm_tileILi32ELi32ELi16ELi2ELi2ELb1EEviiidPKdiS1_idPdiE2As to ptr), i64 %74
  %81 = getelementptr inbounds nuw double, ptr %80, i64 %78
  store double %48, ptr %81, align 8, !tbaa !18, !noalias !25
  %82 = getelementptr inbounds nuw [32 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ10dgemm_tileILi32ELi32ELi16ELi2ELi2ELb1EEviiidPKdiS1_idPdiE2Bs to ptr), i64 %76
  %83 = getelementptr inbounds nuw double, ptr %82, i64 %78
  store double %61, ptr %83, align 8, !tbaa !18, !noalias !25
  %84 = getelementptr inbounds nuw [32 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ10dgemm_tileILi32ELi32ELi16ELi2ELi2ELb1EEviiidPKdiS1_idPdiE2Bs to ptr), i64 %74
  %85 = getelementptr inbounds nuw double, ptr %84, i64 %78
  store double %75, ptr %85, align 8, !tbaa !18, !noalias !25
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !25
  %86 = add nsw i32 %2, 15
  %87 = sdiv i32 %86, 16
  %88 = icmp sgt i32 %2, 0
  br i1 %88, label %92, label %89

89:                                               ; preds = %73
  %90 = shl nuw nsw i32 %14, 1
  %91 = shl nuw nsw i32 %13, 1
  br label %108

92:                                               ; preds = %73
  %93 = sext i32 %5 to i64
  %94 = zext nneg i32 %21 to i64
  %95 = getelementptr double, ptr %4, i64 %94
  %96 = sext i32 %7 to i64
  %97 = sext i32 %49 to i64
  %98 = getelementptr double, ptr %6, i64 %97
  %99 = shl nuw nsw i32 %14, 1
  %100 = shl nuw nsw i32 %13, 1
  %101 = tail call i32 @llvm.smax.i32(i32 %87, i32 1)
  %102 = zext nneg i32 %99 to i64
  %103 = or disjoint i32 %99, 1
  %104 = zext nneg i32 %103 to i64
  %105 = zext nneg i32 %100 to i64
  %106 = or disjoint i32 %100, 1
  %107 = zext nneg i32 %106 to i64
  br label %120

108:                                              ; preds = %412, %89
  %109 = phi i32 [ %91, %89 ], [ %100, %412 ]
  %110 = phi i32 [ %90, %89 ], [ %99, %412 ]
  %111 = phi double [ 0.000000e+00, %89 ], [ %398, %412 ]
  %112 = phi double [ 0.000000e+00, %89 ], [ %397, %412 ]
  %113 = phi double [ 0.000000e+00, %89 ], [ %396, %412 ]
  %114 = phi double [ 0.000000e+00, %89 ], [ %395, %412 ]
  %115 = add nuw nsw i32 %110, %16
  %116 = or disjoint i32 %109, %18
  %117 = sext i32 %10 to i64
  %118 = fcmp contract oeq double %8, 0.000000e+00
  %119 = icmp slt i32 %115, %0
  br i1 %119, label %414, label %474

120:                                              ; preds = %92, %412
  %121 = phi double [ 0.000000e+00, %92 ], [ %398, %412 ]
  %122 = phi double [ 0.000000e+00, %92 ], [ %397, %412 ]
  %123 = phi double [ 0.000000e+00, %92 ], [ %396, %412 ]
  %124 = phi double [ 0.000000e+00, %92 ], [ %395, %412 ]
  %125 = phi i32 [ 0, %92 ], [ %399, %412 ]
  %126 = phi i32 [ 0, %92 ], [ %131, %412 ]
  %127 = phi double [ %48, %92 ], [ %173, %412 ]
  %128 = phi double [ %34, %92 ], [ %172, %412 ]
  %129 = phi double [ %75, %92 ], [ %171, %412 ]
  %130 = phi double [ %61, %92 ], [ %170, %412 ]
  %131 = add nuw nsw i32 %126, 1
  %132 = icmp slt i32 %131, %87
  br i1 %132, label %133, label %169

133:                                              ; preds = %120
  %134 = shl nsw i32 %131, 4
  %135 = add nuw nsw i32 %134, %19
  %136 = icmp slt i32 %135, %2
  %137 = select i1 %22, i1 %136, i1 false
  br i1 %137, label %138, label %143

138:                                              ; preds = %133
  %139 = zext nneg i32 %135 to i64
  %140 = mul nsw i64 %139, %93
  %141 = getelementptr double, ptr %95, i64 %140
  %142 = load double, ptr %141, align 8, !tbaa !18, !noalias !25
  br label %143

143:                                              ; preds = %138, %133
  %144 = phi contract double [ %142, %138 ], [ 0.000000e+00, %133 ]
  %145 = add nuw nsw i32 %134, %36
  %146 = icmp slt i32 %145, %2
  %147 = select i1 %22, i1 %146, i1 false
  br i1 %147, label %148, label %153

148:                                              ; preds = %143
  %149 = zext nneg i32 %145 to i64
  %150 = mul nsw i64 %149, %93
  %151 = getelementptr double, ptr %95, i64 %150
  %152 = load double, ptr %151, align 8, !tbaa !18, !noalias !25
  br label %153

153:                                              ; preds = %148, %143
  %154 = phi contract double [ %152, %148 ], [ 0.000000e+00, %143 ]
  %155 = select i1 %136, i1 %50, i1 false
  br i1 %155, label %156, label %161

156:                                              ; preds = %153
  %157 = zext nneg i32 %135 to i64
  %158 = mul nsw i64 %157, %96
  %159 = getelementptr double, ptr %98, i64 %158
  %160 = load double, ptr %159, align 8, !tbaa !18, !noalias !25
  br label %161

161:                                              ; preds = %156, %153
  %162 = phi contract double [ %160, %156 ], [ 0.000000e+00, %153 ]
  %163 = select i1 %146, i1 %50, i1 false
  br i1 %163, label %164, label %169

164:                                              ; preds = %161
  %165 = zext nneg i32 %145 to i64
  %166 = mul nsw i64 %165, %96
  %167 = getelementptr double, ptr %98, i64 %166
  %168 = load double, ptr %167, align 8, !tbaa !18, !noalias !25
  br label %169

169:                                              ; preds = %164, %161, %120
  %170 = phi double [ %130, %120 ], [ %162, %161 ], [ %162, %164 ]
  %171 = phi double [ %129, %120 ], [ 0.000000e+00, %161 ], [ %168, %164 ]
  %172 = phi double [ %128, %120 ], [ %144, %161 ], [ %144, %164 ]
  %173 = phi double [ %127, %120 ], [ %154, %161 ], [ %154, %164 ]
  %174 = zext nneg i32 %125 to i64
  %175 = getelementptr inbounds nuw [16 x [33 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10dgemm_tileILi32ELi32ELi16ELi2ELi2ELb1EEviiidPKdiS1_idPdiE2As to ptr), i64 %174
  %176 = getelementptr inbounds nuw [16 x [32 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10dgemm_tileILi32ELi32ELi16ELi2ELi2ELb1EEviiidPKdiS1_idPdiE2Bs to ptr), i64 %174
  %177 = getelementptr inbounds nuw double, ptr %175, i64 %102
  %178 = load double, ptr %177, align 8, !tbaa !18, !noalias !28
  %179 = getelementptr inbounds nuw double, ptr %175, i64 %104
  %180 = load double, ptr %179, align 8, !tbaa !18, !noalias !28
  %181 = getelementptr inbounds nuw double, ptr %176, i64 %105
  %182 = load double, ptr %181, align 8, !tbaa !18, !noalias !28
  %183 = getelementptr inbounds nuw double, ptr %176, i64 %107
  %184 = load double, ptr %183, align 8, !tbaa !18, !noalias !28
  %185 = tail call noundef double @llvm.fma.f64(double %178, double %182, double %124)
  %186 = tail call noundef double @llvm.fma.f64(double %178, double %184, double %123)
  %187 = tail call noundef double @llvm.fma.f64(double %180, double %182, double %122)
  %188 = tail call noundef double @llvm.fma.f64(double %180, double %184, double %121)
  %189 = getelementptr inbounds nuw i8, ptr %175, i64 264
  %190 = getelementptr inbounds nuw double, ptr %189, i64 %102
  %191 = load double, ptr %190, align 8, !tbaa !18, !noalias !28
  %192 = getelementptr inbounds nuw double, ptr %189, i64 %104
  %193 = load double, ptr %192, align 8, !tbaa !18, !noalias !28
  %194 = getelementptr inbounds nuw i8, ptr %176, i64 256
  %195 = getelementptr inbounds nuw double, ptr %194, i64 %105
  %196 = load double, ptr %195, align 8, !tbaa !18, !noalias !28
  %197 = getelementptr inbounds nuw double, ptr %194, i64 %107
  %198 = load double, ptr %197, align 8, !tbaa !18, !noalias !28
  %199 = tail call noundef double @llvm.fma.f64(double %191, double %196, double %185)
  %200 = tail call noundef double @llvm.fma.f64(double %191, double %198, double %186)
  %201 = tail call noundef double @llvm.fma.f64(double %193, double %196, double %187)
  %202 = tail call noundef double @llvm.fma.f64(double %193, double %198, double %188)
  %203 = getelementptr inbounds nuw i8, ptr %175, i64 528
  %204 = getelementptr inbounds nuw double, ptr %203, i64 %102
  %205 = load double, ptr %204, align 8, !tbaa !18, !noalias !28
  %206 = getelementptr inbounds nuw double, ptr %203, i64 %104
  %207 = load double, ptr %206, align 8, !tbaa !18, !noalias !28
  %208 = getelementptr inbounds nuw i8, ptr %176, i64 512
  %209 = getelementptr inbounds nuw double, ptr %208, i64 %105
  %210 = load double, ptr %209, align 8, !tbaa !18, !noalias !28
  %211 = getelementptr inbounds nuw double, ptr %208, i64 %107
  %212 = load double, ptr %211, align 8, !tbaa !18, !noalias !28
  %213 = tail call noundef double @llvm.fma.f64(double %205, double %210, double %199)
  %214 = tail call noundef double @llvm.fma.f64(double %205, double %212, double %200)
  %215 = tail call noundef double @llvm.fma.f64(double %207, double %210, double %201)
  %216 = tail call noundef double @llvm.fma.f64(double %207, double %212, double %202)
  %217 = getelementptr inbounds nuw i8, ptr %175, i64 792
  %218 = getelementptr inbounds nuw double, ptr %217, i64 %102
  %219 = load double, ptr %218, align 8, !tbaa !18, !noalias !28
  %220 = getelementptr inbounds nuw double, ptr %217, i64 %104
  %221 = load double, ptr %220, align 8, !tbaa !18, !noalias !28
  %222 = getelementptr inbounds nuw i8, ptr %176, i64 768
  %223 = getelementptr inbounds nuw double, ptr %222, i64 %105
  %224 = load double, ptr %223, align 8, !tbaa !18, !noalias !28
  %225 = getelementptr inbounds nuw double, ptr %222, i64 %107
  %226 = load double, ptr %225, align 8, !tbaa !18, !noalias !28
  %227 = tail call noundef double @llvm.fma.f64(double %219, double %224, double %213)
  %228 = tail call noundef double @llvm.fma.f64(double %219, double %226, double %214)
  %229 = tail call noundef double @llvm.fma.f64(double %221, double %224, double %215)
  %230 = tail call noundef double @llvm.fma.f64(double %221, double %226, double %216)
  %231 = getelementptr inbounds nuw i8, ptr %175, i64 1056
  %232 = getelementptr inbounds nuw double, ptr %231, i64 %102
  %233 = load double, ptr %232, align 8, !tbaa !18, !noalias !28
  %234 = getelementptr inbounds nuw double, ptr %231, i64 %104
  %235 = load double, ptr %234, align 8, !tbaa !18, !noalias !28
  %236 = getelementptr inbounds nuw i8, ptr %176, i64 1024
  %237 = getelementptr inbounds nuw double, ptr %236, i64 %105
  %238 = load double, ptr %237, align 8, !tbaa !18, !noalias !28
  %239 = getelementptr inbounds nuw double, ptr %236, i64 %107
  %240 = load double, ptr %239, align 8, !tbaa !18, !noalias !28
  %241 = tail call noundef double @llvm.fma.f64(double %233, double %238, double %227)
  %242 = tail call noundef double @llvm.fma.f64(double %233, double %240, double %228)
  %243 = tail call noundef double @llvm.fma.f64(double %235, double %238, double %229)
  %244 = tail call noundef double @llvm.fma.f64(double %235, double %240, double %230)
  %245 = getelementptr inbounds nuw i8, ptr %175, i64 1320
  %246 = getelementptr inbounds nuw double, ptr %245, i64 %102
  %247 = load double, ptr %246, align 8, !tbaa !18, !noalias !28
  %248 = getelementptr inbounds nuw double, ptr %245, i64 %104
  %249 = load double, ptr %248, align 8, !tbaa !18, !noalias !28
  %250 = getelementptr inbounds nuw i8, ptr %176, i64 1280
  %251 = getelementptr inbounds nuw double, ptr %250, i64 %105
  %252 = load double, ptr %251, align 8, !tbaa !18, !noalias !28
  %253 = getelementptr inbounds nuw double, ptr %250, i64 %107
  %254 = load double, ptr %253, align 8, !tbaa !18, !noalias !28
  %255 = tail call noundef double @llvm.fma.f64(double %247, double %252, double %241)
  %256 = tail call noundef double @llvm.fma.f64(double %247, double %254, double %242)
  %257 = tail call noundef double @llvm.fma.f64(double %249, double %252, double %243)
  %258 = tail call noundef double @llvm.fma.f64(double %249, double %254, double %244)
  %259 = getelementptr inbounds nuw i8, ptr %175, i64 1584
  %260 = getelementptr inbounds nuw double, ptr %259, i64 %102
  %261 = load double, ptr %260, align 8, !tbaa !18, !noalias !28
  %262 = getelementptr inbounds nuw double, ptr %259, i64 %104
  %263 = load double, ptr %262, align 8, !tbaa !18, !noalias !28
  %264 = getelementptr inbounds nuw i8, ptr %176, i64 1536
  %265 = getelementptr inbounds nuw double, ptr %264, i64 %105
  %266 = load double, ptr %265, align 8, !tbaa !18, !noalias !28
  %267 = getelementptr inbounds nuw double, ptr %264, i64 %107
  %268 = load double, ptr %267, align 8, !tbaa !18, !noalias !28
  %269 = tail call noundef double @llvm.fma.f64(double %261, double %266, double %255)
  %270 = tail call noundef double @llvm.fma.f64(double %261, double %268, double %256)
  %271 = tail call noundef double @llvm.fma.f64(double %263, double %266, double %257)
  %272 = tail call noundef double @llvm.fma.f64(double %263, double %268, double %258)
  %273 = getelementptr inbounds nuw i8, ptr %175, i64 1848
  %274 = getelementptr inbounds nuw double, ptr %273, i64 %102
  %275 = load double, ptr %274, align 8, !tbaa !18, !noalias !28
  %276 = getelementptr inbounds nuw double, ptr %273, i64 %104
  %277 = load double, ptr %276, align 8, !tbaa !18, !noalias !28
  %278 = getelementptr inbounds nuw i8, ptr %176, i64 1792
  %279 = getelementptr inbounds nuw double, ptr %278, i64 %105
  %280 = load double, ptr %279, align 8, !tbaa !18, !noalias !28
  %281 = getelementptr inbounds nuw double, ptr %278, i64 %107
  %282 = load double, ptr %281, align 8, !tbaa !18, !noalias !28
  %283 = tail call noundef double @llvm.fma.f64(double %275, double %280, double %269)
  %284 = tail call noundef double @llvm.fma.f64(double %275, double %282, double %270)
  %285 = tail call noundef double @llvm.fma.f64(double %277, double %280, double %271)
  %286 = tail call noundef double @llvm.fma.f64(double %277, double %282, double %272)
  %287 = getelementptr inbounds nuw i8, ptr %175, i64 2112
  %288 = getelementptr inbounds nuw double, ptr %287, i64 %102
  %289 = load double, ptr %288, align 8, !tbaa !18, !noalias !28
  %290 = getelementptr inbounds nuw double, ptr %287, i64 %104
  %291 = load double, ptr %290, align 8, !tbaa !18, !noalias !28
  %292 = getelementptr inbounds nuw i8, ptr %176, i64 2048
  %293 = getelementptr inbounds nuw double, ptr %292, i64 %105
  %294 = load double, ptr %293, align 8, !tbaa !18, !noalias !28
  %295 = getelementptr inbounds nuw double, ptr %292, i64 %107
  %296 = load double, ptr %295, align 8, !tbaa !18, !noalias !28
  %297 = tail call noundef double @llvm.fma.f64(double %289, double %294, double %283)
  %298 = tail call noundef double @llvm.fma.f64(double %289, double %296, double %284)
  %299 = tail call noundef double @llvm.fma.f64(double %291, double %294, double %285)
  %300 = tail call noundef double @llvm.fma.f64(double %291, double %296, double %286)
  %301 = getelementptr inbounds nuw i8, ptr %175, i64 2376
  %302 = getelementptr inbounds nuw double, ptr %301, i64 %102
  %303 = load double, ptr %302, align 8, !tbaa !18, !noalias !28
  %304 = getelementptr inbounds nuw double, ptr %301, i64 %104
  %305 = load double, ptr %304, align 8, !tbaa !18, !noalias !28
  %306 = getelementptr inbounds nuw i8, ptr %176, i64 2304
  %307 = getelementptr inbounds nuw double, ptr %306, i64 %105
  %308 = load double, ptr %307, align 8, !tbaa !18, !noalias !28
  %309 = getelementptr inbounds nuw double, ptr %306, i64 %107
  %310 = load double, ptr %309, align 8, !tbaa !18, !noalias !28
  %311 = tail call noundef double @llvm.fma.f64(double %303, double %308, double %297)
  %312 = tail call noundef double @llvm.fma.f64(double %303, double %310, double %298)
  %313 = tail call noundef double @llvm.fma.f64(double %305, double %308, double %299)
  %314 = tail call noundef double @llvm.fma.f64(double %305, double %310, double %300)
  %315 = getelementptr inbounds nuw i8, ptr %175, i64 2640
  %316 = getelementptr inbounds nuw double, ptr %315, i64 %102
  %317 = load double, ptr %316, align 8, !tbaa !18, !noalias !28
  %318 = getelementptr inbounds nuw double, ptr %315, i64 %104
  %319 = load double, ptr %318, align 8, !tbaa !18, !noalias !28
  %320 = getelementptr inbounds nuw i8, ptr %176, i64 2560
  %321 = getelementptr inbounds nuw double, ptr %320, i64 %105
  %322 = load double, ptr %321, align 8, !tbaa !18, !noalias !28
  %323 = getelementptr inbounds nuw double, ptr %320, i64 %107
  %324 = load double, ptr %323, align 8, !tbaa !18, !noalias !28
  %325 = tail call noundef double @llvm.fma.f64(double %317, double %322, double %311)
  %326 = tail call noundef double @llvm.fma.f64(double %317, double %324, double %312)
  %327 = tail call noundef double @llvm.fma.f64(double %319, double %322, double %313)
  %328 = tail call noundef double @llvm.fma.f64(double %319, double %324, double %314)
  %329 = getelementptr inbounds nuw i8, ptr %175, i64 2904
  %330 = getelementptr inbounds nuw double, ptr %329, i64 %102
  %331 = load double, ptr %330, align 8, !tbaa !18, !noalias !28
  %332 = getelementptr inbounds nuw double, ptr %329, i64 %104
  %333 = load double, ptr %332, align 8, !tbaa !18, !noalias !28
  %334 = getelementptr inbounds nuw i8, ptr %176, i64 2816
  %335 = getelementptr inbounds nuw double, ptr %334, i64 %105
  %336 = load double, ptr %335, align 8, !tbaa !18, !noalias !28
  %337 = getelementptr inbounds nuw double, ptr %334, i64 %107
  %338 = load double, ptr %337, align 8, !tbaa !18, !noalias !28
  %339 = tail call noundef double @llvm.fma.f64(double %331, double %336, double %325)
  %340 = tail call noundef double @llvm.fma.f64(double %331, double %338, double %326)
  %341 = tail call noundef double @llvm.fma.f64(double %333, double %336, double %327)
  %342 = tail call noundef double @llvm.fma.f64(double %333, double %338, double %328)
  %343 = getelementptr inbounds nuw i8, ptr %175, i64 3168
  %344 = getelementptr inbounds nuw double, ptr %343, i64 %102
  %345 = load double, ptr %344, align 8, !tbaa !18, !noalias !28
  %346 = getelementptr inbounds nuw double, ptr %343, i64 %104
  %347 = load double, ptr %346, align 8, !tbaa !18, !noalias !28
  %348 = getelementptr inbounds nuw i8, ptr %176, i64 3072
  %349 = getelementptr inbounds nuw double, ptr %348, i64 %105
  %350 = load double, ptr %349, align 8, !tbaa !18, !noalias !28
  %351 = getelementptr inbounds nuw double, ptr %348, i64 %107
  %352 = load double, ptr %351, align 8, !tbaa !18, !noalias !28
  %353 = tail call noundef double @llvm.fma.f64(double %345, double %350, double %339)
  %354 = tail call noundef double @llvm.fma.f64(double %345, double %352, double %340)
  %355 = tail call noundef double @llvm.fma.f64(double %347, double %350, double %341)
  %356 = tail call noundef double @llvm.fma.f64(double %347, double %352, double %342)
  %357 = getelementptr inbounds nuw i8, ptr %175, i64 3432
  %358 = getelementptr inbounds nuw double, ptr %357, i64 %102
  %359 = load double, ptr %358, align 8, !tbaa !18, !noalias !28
  %360 = getelementptr inbounds nuw double, ptr %357, i64 %104
  %361 = load double, ptr %360, align 8, !tbaa !18, !noalias !28
  %362 = getelementptr inbounds nuw i8, ptr %176, i64 3328
  %363 = getelementptr inbounds nuw double, ptr %362, i64 %105
  %364 = load double, ptr %363, align 8, !tbaa !18, !noalias !28
  %365 = getelementptr inbounds nuw double, ptr %362, i64 %107
  %366 = load double, ptr %365, align 8, !tbaa !18, !noalias !28
  %367 = tail call noundef double @llvm.fma.f64(double %359, double %364, double %353)
  %368 = tail call noundef double @llvm.fma.f64(double %359, double %366, double %354)
  %369 = tail call noundef double @llvm.fma.f64(double %361, double %364, double %355)
  %370 = tail call noundef double @llvm.fma.f64(double %361, double %366, double %356)
  %371 = getelementptr inbounds nuw i8, ptr %175, i64 3696
  %372 = getelementptr inbounds nuw double, ptr %371, i64 %102
  %373 = load double, ptr %372, align 8, !tbaa !18, !noalias !28
  %374 = getelementptr inbounds nuw double, ptr %371, i64 %104
  %375 = load double, ptr %374, align 8, !tbaa !18, !noalias !28
  %376 = getelementptr inbounds nuw i8, ptr %176, i64 3584
  %377 = getelementptr inbounds nuw double, ptr %376, i64 %105
  %378 = load double, ptr %377, align 8, !tbaa !18, !noalias !28
  %379 = getelementptr inbounds nuw double, ptr %376, i64 %107
  %380 = load double, ptr %379, align 8, !tbaa !18, !noalias !28
  %381 = tail call noundef double @llvm.fma.f64(double %373, double %378, double %367)
  %382 = tail call noundef double @llvm.fma.f64(double %373, double %380, double %368)
  %383 = tail call noundef double @llvm.fma.f64(double %375, double %378, double %369)
  %384 = tail call noundef double @llvm.fma.f64(double %375, double %380, double %370)
  %385 = getelementptr inbounds nuw i8, ptr %175, i64 3960
  %386 = getelementptr inbounds nuw double, ptr %385, i64 %102
  %387 = load double, ptr %386, align 8, !tbaa !18, !noalias !28
  %388 = getelementptr inbounds nuw double, ptr %385, i64 %104
  %389 = load double, ptr %388, align 8, !tbaa !18, !noalias !28
  %390 = getelementptr inbounds nuw i8, ptr %176, i64 3840
  %391 = getelementptr inbounds nuw double, ptr %390, i64 %105
  %392 = load double, ptr %391, align 8, !tbaa !18, !noalias !28
  %393 = getelementptr inbounds nuw double, ptr %390, i64 %107
  %394 = load double, ptr %393, align 8, !tbaa !18, !noalias !28
  %395 = tail call noundef double @llvm.fma.f64(double %387, double %392, double %381)
  %396 = tail call noundef double @llvm.fma.f64(double %387, double %394, double %382)
  %397 = tail call noundef double @llvm.fma.f64(double %389, double %392, double %383)
  %398 = tail call noundef double @llvm.fma.f64(double %389, double %394, double %384)
  %399 = xor i32 %125, 1
  br i1 %132, label %400, label %412

400:                                              ; preds = %169
  %401 = zext nneg i32 %399 to i64
  %402 = getelementptr inbounds nuw [16 x [33 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10dgemm_tileILi32ELi32ELi16ELi2ELi2ELb1EEviiidPKdiS1_idPdiE2As to ptr), i64 %401
  %403 = getelementptr inbounds nuw [33 x double], ptr %402, i64 %76
  %404 = getelementptr inbounds nuw double, ptr %403, i64 %78
  store double %172, ptr %404, align 8, !tbaa !18, !noalias !25
  %405 = getelementptr inbounds nuw [33 x double], ptr %402, i64 %74
  %406 = getelementptr inbounds nuw double, ptr %405, i64 %78
  store double %173, ptr %406, align 8, !tbaa !18, !noalias !25
  %407 = getelementptr inbounds nuw [16 x [32 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10dgemm_tileILi32ELi32ELi16ELi2ELi2ELb1EEviiidPKdiS1_idPdiE2Bs to ptr), i64 %401
  %408 = getelementptr inbounds nuw [32 x double], ptr %407, i64 %76
  %409 = getelementptr inbounds nuw double, ptr %408, i64 %78
  store double %170, ptr %409, align 8, !tbaa !18, !noalias !25
  %410 = getelementptr inbounds nuw [32 x double], ptr %407, i64 %74
  %411 = getelementptr inbounds nuw double, ptr %410, i64 %78
  store double %171, ptr %411, align 8, !tbaa !18, !noalias !25
  br label %412

412:                                              ; preds = %169, %400
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !25
  %413 = icmp eq i32 %131, %101
  br i1 %413, label %108, label %120, !llvm.loop !31

414:                                              ; preds = %108
  %415 = zext nneg i32 %115 to i64
  %416 = mul nsw i64 %415, %117
  %417 = getelementptr inbounds nuw double, ptr %9, i64 %416
  %418 = icmp slt i32 %116, %1
  br i1 %418, label %419, label %430

419:                                              ; preds = %414
  %420 = sext i32 %116 to i64
  %421 = getelementptr inbounds double, ptr %417, i64 %420
  br i1 %118, label %422, label %424

422:                                              ; preds = %419
  %423 = fmul contract double %3, %114
  br label %428

424:                                              ; preds = %419
  %425 = load double, ptr %421, align 8, !tbaa !18, !alias.scope !25, !noalias !32
  %426 = fmul contract double %3, %114
  %427 = tail call noundef double @llvm.fma.f64(double %8, double %425, double %426)
  br label %428

428:                                              ; preds = %424, %422
  %429 = phi contract double [ %423, %422 ], [ %427, %424 ]
  store double %429, ptr %421, align 8, !tbaa !18, !alias.scope !25, !noalias !32
  br label %430

430:                                              ; preds = %428, %414
  %431 = or disjoint i32 %116, 1
  %432 = icmp slt i32 %431, %1
  br i1 %432, label %433, label %444

433:                                              ; preds = %430
  %434 = sext i32 %431 to i64
  %435 = getelementptr inbounds double, ptr %417, i64 %434
  br i1 %118, label %440, label %436

436:                                              ; preds = %433
  %437 = load double, ptr %435, align 8, !tbaa !18, !alias.scope !25, !noalias !32
  %438 = fmul contract double %3, %113
  %439 = tail call noundef double @llvm.fma.f64(double %8, double %437, double %438)
  br label %442

440:                                              ; preds = %433
  %441 = fmul contract double %3, %113
  br label %442

442:                                              ; preds = %440, %436
  %443 = phi contract double [ %441, %440 ], [ %439, %436 ]
  store double %443, ptr %435, align 8, !tbaa !18, !alias.scope !25, !noalias !32
  br label %444

444:                                              ; preds = %442, %430
  %445 = or disjoint i32 %115, 1
  %446 = icmp slt i32 %445, %0
  br i1 %446, label %447, label %474

447:                                              ; preds = %444
  %448 = zext nneg i32 %445 to i64
  %449 = mul nsw i64 %448, %117
  %450 = getelementptr inbounds nuw double, ptr %9, i64 %449
  br i1 %418, label %451, label %462

451:                                              ; preds = %447
  %452 = sext i32 %116 to i64
  %453 = getelementptr inbounds double, ptr %450, i64 %452
  br i1 %118, label %458, label %454

454:                                              ; preds = %451
  %455 = load double, ptr %453, align 8, !tbaa !18, !alias.scope !25, !noalias !32
  %456 = fmul contract double %3, %112
  %457 = tail call noundef double @llvm.fma.f64(double %8, double %455, double %456)
  br label %460

458:                                              ; preds = %451
  %459 = fmul contract double %3, %112
  br label %460

460:                                              ; preds = %458, %454
  %461 = phi contract double [ %459, %458 ], [ %457, %454 ]
  store double %461, ptr %453, align 8, !tbaa !18, !alias.scope !25, !noalias !32
  br label %462

462:                                              ; preds = %460, %447
  br i1 %432, label %463, label %474

463:                                              ; preds = %462
  %464 = sext i32 %431 to i64
  %465 = getelementptr inbounds double, ptr %450, i64 %464
  br i1 %118, label %470, label %466

466:                                              ; preds = %463
  %467 = load double, ptr %465, align 8, !tbaa !18, !alias.scope !25, !noalias !32
  %468 = fmul contract double %3, %111
  %469 = tail call noundef double @llvm.fma.f64(double %8, double %467, double %468)
  br label %472

470:                                              ; preds = %463
  %471 = fmul contract double %3, %111
  br label %472

472:                                              ; preds = %470, %466
  %473 = phi contract double [ %471, %470 ], [ %469, %466 ]
  store double %473, ptr %465, align 8, !tbaa !18, !alias.scope !25, !noalias !32
  br label %474

474:                                              ; preds = %462, %472, %444, %108
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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!16}
!16 = distinct !{!16, !17, !"_Z10dgemm_tileILi64ELi64ELi8ELi4ELi4ELb0EEviiidPKdiS1_idPdi: argument 2"}
!17 = distinct !{!17, !"_Z10dgemm_tileILi64ELi64ELi8ELi4ELi4ELb0EEviiidPKdiS1_idPdi"}
!18 = !{!19, !19, i64 0}
!19 = !{!"double", !8, i64 0}
!20 = !{!21, !22, !16}
!21 = distinct !{!21, !17, !"_Z10dgemm_tileILi64ELi64ELi8ELi4ELi4ELb0EEviiidPKdiS1_idPdi: argument 0"}
!22 = distinct !{!22, !17, !"_Z10dgemm_tileILi64ELi64ELi8ELi4ELi4ELb0EEviiidPKdiS1_idPdi: argument 1"}
!23 = distinct !{!23, !14}
!24 = !{!21, !22}
!25 = !{!26}
!26 = distinct !{!26, !27, !"_Z10dgemm_tileILi32ELi32ELi16ELi2ELi2ELb1EEviiidPKdiS1_idPdi: argument 2"}
!27 = distinct !{!27, !"_Z10dgemm_tileILi32ELi32ELi16ELi2ELi2ELb1EEviiidPKdiS1_idPdi"}
!28 = !{!29, !30, !26}
!29 = distinct !{!29, !27, !"_Z10dgemm_tileILi32ELi32ELi16ELi2ELi2ELb1EEviiidPKdiS1_idPdi: argument 0"}
!30 = distinct !{!30, !27, !"_Z10dgemm_tileILi32ELi32ELi16ELi2ELi2ELb1EEviiidPKdiS1_idPdi: argument 1"}
!31 = distinct !{!31, !14}
!32 = !{!29, !30}
