; ModuleID = 'src/batched_gemm_tmpl.cu'
source_filename = "src/batched_gemm_tmpl.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As = internal unnamed_addr addrspace(3) global [16 x [33 x float]] undef, align 4
@_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs = internal unnamed_addr addrspace(3) global [16 x [33 x float]] undef, align 4
@_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As = internal unnamed_addr addrspace(3) global [8 x [33 x double]] undef, align 8
@_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs = internal unnamed_addr addrspace(3) global [8 x [33 x double]] undef, align 8
@_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As = internal unnamed_addr addrspace(3) global [16 x [17 x float]] undef, align 4
@_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs = internal unnamed_addr addrspace(3) global [16 x [17 x float]] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @bgemm_strided_f32_nn(i32 noundef %0, i32 noundef %1, i32 noundef %2, float noundef %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5, i64 noundef %6, ptr noalias noundef readonly captures(none) %7, i32 noundef %8, i64 noundef %9, float noundef %10, ptr noalias noundef captures(none) %11, i32 noundef %12, i64 noundef %13, i32 noundef %14) local_unnamed_addr #0 {
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = icmp eq i32 %16, 128
  %18 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %19 = icmp eq i32 %18, 1
  %20 = and i1 %17, %19
  %21 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %22 = icmp eq i32 %21, 1
  %23 = and i1 %22, %20
  br i1 %23, label %24, label %981

24:                                               ; preds = %15
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = shl i32 %25, 5
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %28 = shl nuw nsw i32 %27, 5
  %29 = icmp slt i32 %5, %0
  %30 = icmp slt i32 %8, %2
  %31 = or i1 %29, %30
  %32 = icmp slt i32 %12, %0
  %33 = or i1 %31, %32
  br i1 %33, label %981, label %34

34:                                               ; preds = %24
  %35 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %36 = icmp slt i32 %35, %14
  br i1 %36, label %37, label %981

37:                                               ; preds = %34
  %38 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %39 = and i32 %38, 15
  %40 = lshr i32 %38, 4
  %41 = icmp sgt i32 %2, 0
  %42 = icmp samesign ult i32 %38, 512
  %43 = sext i32 %5 to i64
  %44 = icmp samesign ult i32 %38, 512
  %45 = sext i32 %8 to i64
  %46 = or disjoint i32 %39, %26
  %47 = add nuw nsw i32 %28, %40
  %48 = sext i32 %12 to i64
  %49 = fcmp contract oeq float %10, 0.000000e+00
  %50 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
  %51 = and i32 %38, 31
  %52 = and i32 %38, 15
  %53 = lshr i32 %38, 5
  %54 = or disjoint i32 %51, %28
  %55 = icmp slt i32 %54, %0
  %56 = zext nneg i32 %54 to i64
  %57 = zext nneg i32 %53 to i64
  %58 = getelementptr inbounds nuw [33 x float], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 %57
  %59 = zext nneg i32 %51 to i64
  %60 = getelementptr inbounds nuw float, ptr %58, i64 %59
  %61 = icmp samesign ult i32 %38, 384
  %62 = add nuw nsw i32 %38, 128
  %63 = lshr i32 %62, 5
  %64 = or disjoint i32 %51, %28
  %65 = icmp slt i32 %64, %0
  %66 = zext nneg i32 %64 to i64
  %67 = zext nneg i32 %63 to i64
  %68 = getelementptr inbounds nuw [33 x float], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 %67
  %69 = zext nneg i32 %51 to i64
  %70 = getelementptr inbounds nuw float, ptr %68, i64 %69
  %71 = icmp samesign ult i32 %38, 256
  %72 = lshr i32 %38, 5
  %73 = or disjoint i32 %72, 8
  %74 = or disjoint i32 %51, %28
  %75 = icmp slt i32 %74, %0
  %76 = zext nneg i32 %74 to i64
  %77 = zext nneg i32 %73 to i64
  %78 = getelementptr inbounds nuw [33 x float], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 %77
  %79 = zext nneg i32 %51 to i64
  %80 = getelementptr inbounds nuw float, ptr %78, i64 %79
  %81 = icmp samesign ult i32 %38, 128
  %82 = lshr i32 %38, 5
  %83 = or disjoint i32 %82, 12
  %84 = or disjoint i32 %51, %28
  %85 = icmp slt i32 %84, %0
  %86 = zext nneg i32 %84 to i64
  %87 = zext nneg i32 %83 to i64
  %88 = getelementptr inbounds nuw [33 x float], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 %87
  %89 = zext nneg i32 %51 to i64
  %90 = getelementptr inbounds nuw float, ptr %88, i64 %89
  %91 = lshr i32 %38, 4
  %92 = or disjoint i32 %91, %26
  %93 = icmp slt i32 %92, %1
  %94 = sext i32 %92 to i64
  %95 = mul nsw i64 %94, %45
  %96 = zext nneg i32 %52 to i64
  %97 = getelementptr inbounds nuw [33 x float], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 %96
  %98 = zext nneg i32 %91 to i64
  %99 = getelementptr inbounds nuw float, ptr %97, i64 %98
  %100 = icmp samesign ult i32 %38, 384
  %101 = add nuw nsw i32 %38, 128
  %102 = lshr i32 %101, 4
  %103 = or disjoint i32 %102, %26
  %104 = icmp slt i32 %103, %1
  %105 = sext i32 %103 to i64
  %106 = mul nsw i64 %105, %45
  %107 = zext nneg i32 %52 to i64
  %108 = getelementptr inbounds nuw [33 x float], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 %107
  %109 = zext nneg i32 %102 to i64
  %110 = getelementptr inbounds nuw float, ptr %108, i64 %109
  %111 = icmp samesign ult i32 %38, 256
  %112 = lshr i32 %38, 4
  %113 = or disjoint i32 %112, 16
  %114 = or disjoint i32 %113, %26
  %115 = icmp slt i32 %114, %1
  %116 = sext i32 %114 to i64
  %117 = mul nsw i64 %116, %45
  %118 = zext nneg i32 %52 to i64
  %119 = getelementptr inbounds nuw [33 x float], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 %118
  %120 = zext nneg i32 %113 to i64
  %121 = getelementptr inbounds nuw float, ptr %119, i64 %120
  %122 = icmp samesign ult i32 %38, 128
  %123 = lshr i32 %38, 4
  %124 = or disjoint i32 %123, 24
  %125 = or disjoint i32 %124, %26
  %126 = icmp slt i32 %125, %1
  %127 = sext i32 %125 to i64
  %128 = mul nsw i64 %127, %45
  %129 = zext nneg i32 %52 to i64
  %130 = getelementptr inbounds nuw [33 x float], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 %129
  %131 = zext nneg i32 %124 to i64
  %132 = getelementptr inbounds nuw float, ptr %130, i64 %131
  %133 = zext nneg i32 %40 to i64
  %134 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 %133
  %135 = zext nneg i32 %40 to i64
  %136 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 %135
  %137 = getelementptr inbounds nuw i8, ptr %136, i64 32
  %138 = zext nneg i32 %40 to i64
  %139 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 %138
  %140 = getelementptr inbounds nuw i8, ptr %139, i64 64
  %141 = zext nneg i32 %40 to i64
  %142 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 %141
  %143 = getelementptr inbounds nuw i8, ptr %142, i64 96
  %144 = zext nneg i32 %39 to i64
  %145 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 %144
  %146 = zext nneg i32 %39 to i64
  %147 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 %146
  %148 = getelementptr inbounds nuw i8, ptr %147, i64 64
  %149 = zext nneg i32 %40 to i64
  %150 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 132), i64 %149
  %151 = zext nneg i32 %40 to i64
  %152 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 132), i64 %151
  %153 = getelementptr inbounds nuw i8, ptr %152, i64 32
  %154 = zext nneg i32 %40 to i64
  %155 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 132), i64 %154
  %156 = getelementptr inbounds nuw i8, ptr %155, i64 64
  %157 = zext nneg i32 %40 to i64
  %158 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 132), i64 %157
  %159 = getelementptr inbounds nuw i8, ptr %158, i64 96
  %160 = zext nneg i32 %39 to i64
  %161 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 132), i64 %160
  %162 = zext nneg i32 %39 to i64
  %163 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 132), i64 %162
  %164 = getelementptr inbounds nuw i8, ptr %163, i64 64
  %165 = zext nneg i32 %40 to i64
  %166 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 264), i64 %165
  %167 = zext nneg i32 %40 to i64
  %168 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 264), i64 %167
  %169 = getelementptr inbounds nuw i8, ptr %168, i64 32
  %170 = zext nneg i32 %40 to i64
  %171 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 264), i64 %170
  %172 = getelementptr inbounds nuw i8, ptr %171, i64 64
  %173 = zext nneg i32 %40 to i64
  %174 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 264), i64 %173
  %175 = getelementptr inbounds nuw i8, ptr %174, i64 96
  %176 = zext nneg i32 %39 to i64
  %177 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 264), i64 %176
  %178 = zext nneg i32 %39 to i64
  %179 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 264), i64 %178
  %180 = getelementptr inbounds nuw i8, ptr %179, i64 64
  %181 = zext nneg i32 %40 to i64
  %182 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 396), i64 %181
  %183 = zext nneg i32 %40 to i64
  %184 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 396), i64 %183
  %185 = getelementptr inbounds nuw i8, ptr %184, i64 32
  %186 = zext nneg i32 %40 to i64
  %187 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 396), i64 %186
  %188 = getelementptr inbounds nuw i8, ptr %187, i64 64
  %189 = zext nneg i32 %40 to i64
  %190 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 396), i64 %189
  %191 = getelementptr inbounds nuw i8, ptr %190, i64 96
  %192 = zext nneg i32 %39 to i64
  %193 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 396), i64 %192
  %194 = zext nneg i32 %39 to i64
  %195 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 396), i64 %194
  %196 = getelementptr inbounds nuw i8, ptr %195, i64 64
  %197 = zext nneg i32 %40 to i64
  %198 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 528), i64 %197
  %199 = zext nneg i32 %40 to i64
  %200 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 528), i64 %199
  %201 = getelementptr inbounds nuw i8, ptr %200, i64 32
  %202 = zext nneg i32 %40 to i64
  %203 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 528), i64 %202
  %204 = getelementptr inbounds nuw i8, ptr %203, i64 64
  %205 = zext nneg i32 %40 to i64
  %206 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 528), i64 %205
  %207 = getelementptr inbounds nuw i8, ptr %206, i64 96
  %208 = zext nneg i32 %39 to i64
  %209 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 528), i64 %208
  %210 = zext nneg i32 %39 to i64
  %211 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 528), i64 %210
  %212 = getelementptr inbounds nuw i8, ptr %211, i64 64
  %213 = zext nneg i32 %40 to i64
  %214 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 660), i64 %213
  %215 = zext nneg i32 %40 to i64
  %216 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 660), i64 %215
  %217 = getelementptr inbounds nuw i8, ptr %216, i64 32
  %218 = zext nneg i32 %40 to i64
  %219 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 660), i64 %218
  %220 = getelementptr inbounds nuw i8, ptr %219, i64 64
  %221 = zext nneg i32 %40 to i64
  %222 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 660), i64 %221
  %223 = getelementptr inbounds nuw i8, ptr %222, i64 96
  %224 = zext nneg i32 %39 to i64
  %225 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 660), i64 %224
  %226 = zext nneg i32 %39 to i64
  %227 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 660), i64 %226
  %228 = getelementptr inbounds nuw i8, ptr %227, i64 64
  %229 = zext nneg i32 %40 to i64
  %230 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 792), i64 %229
  %231 = zext nneg i32 %40 to i64
  %232 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 792), i64 %231
  %233 = getelementptr inbounds nuw i8, ptr %232, i64 32
  %234 = zext nneg i32 %40 to i64
  %235 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 792), i64 %234
  %236 = getelementptr inbounds nuw i8, ptr %235, i64 64
  %237 = zext nneg i32 %40 to i64
  %238 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 792), i64 %237
  %239 = getelementptr inbounds nuw i8, ptr %238, i64 96
  %240 = zext nneg i32 %39 to i64
  %241 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 792), i64 %240
  %242 = zext nneg i32 %39 to i64
  %243 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 792), i64 %242
  %244 = getelementptr inbounds nuw i8, ptr %243, i64 64
  %245 = zext nneg i32 %40 to i64
  %246 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 924), i64 %245
  %247 = zext nneg i32 %40 to i64
  %248 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 924), i64 %247
  %249 = getelementptr inbounds nuw i8, ptr %248, i64 32
  %250 = zext nneg i32 %40 to i64
  %251 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 924), i64 %250
  %252 = getelementptr inbounds nuw i8, ptr %251, i64 64
  %253 = zext nneg i32 %40 to i64
  %254 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 924), i64 %253
  %255 = getelementptr inbounds nuw i8, ptr %254, i64 96
  %256 = zext nneg i32 %39 to i64
  %257 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 924), i64 %256
  %258 = zext nneg i32 %39 to i64
  %259 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 924), i64 %258
  %260 = getelementptr inbounds nuw i8, ptr %259, i64 64
  %261 = zext nneg i32 %40 to i64
  %262 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1056), i64 %261
  %263 = zext nneg i32 %40 to i64
  %264 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1056), i64 %263
  %265 = getelementptr inbounds nuw i8, ptr %264, i64 32
  %266 = zext nneg i32 %40 to i64
  %267 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1056), i64 %266
  %268 = getelementptr inbounds nuw i8, ptr %267, i64 64
  %269 = zext nneg i32 %40 to i64
  %270 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1056), i64 %269
  %271 = getelementptr inbounds nuw i8, ptr %270, i64 96
  %272 = zext nneg i32 %39 to i64
  %273 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1056), i64 %272
  %274 = zext nneg i32 %39 to i64
  %275 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1056), i64 %274
  %276 = getelementptr inbounds nuw i8, ptr %275, i64 64
  %277 = zext nneg i32 %40 to i64
  %278 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1188), i64 %277
  %279 = zext nneg i32 %40 to i64
  %280 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1188), i64 %279
  %281 = getelementptr inbounds nuw i8, ptr %280, i64 32
  %282 = zext nneg i32 %40 to i64
  %283 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1188), i64 %282
  %284 = getelementptr inbounds nuw i8, ptr %283, i64 64
  %285 = zext nneg i32 %40 to i64
  %286 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1188), i64 %285
  %287 = getelementptr inbounds nuw i8, ptr %286, i64 96
  %288 = zext nneg i32 %39 to i64
  %289 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1188), i64 %288
  %290 = zext nneg i32 %39 to i64
  %291 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1188), i64 %290
  %292 = getelementptr inbounds nuw i8, ptr %291, i64 64
  %293 = zext nneg i32 %40 to i64
  %294 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1320), i64 %293
  %295 = zext nneg i32 %40 to i64
  %296 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1320), i64 %295
  %297 = getelementptr inbounds nuw i8, ptr %296, i64 32
  %298 = zext nneg i32 %40 to i64
  %299 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1320), i64 %298
  %300 = getelementptr inbounds nuw i8, ptr %299, i64 64
  %301 = zext nneg i32 %40 to i64
  %302 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1320), i64 %301
  %303 = getelementptr inbounds nuw i8, ptr %302, i64 96
  %304 = zext nneg i32 %39 to i64
  %305 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1320), i64 %304
  %306 = zext nneg i32 %39 to i64
  %307 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1320), i64 %306
  %308 = getelementptr inbounds nuw i8, ptr %307, i64 64
  %309 = zext nneg i32 %40 to i64
  %310 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1452), i64 %309
  %311 = zext nneg i32 %40 to i64
  %312 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1452), i64 %311
  %313 = getelementptr inbounds nuw i8, ptr %312, i64 32
  %314 = zext nneg i32 %40 to i64
  %315 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1452), i64 %314
  %316 = getelementptr inbounds nuw i8, ptr %315, i64 64
  %317 = zext nneg i32 %40 to i64
  %318 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1452), i64 %317
  %319 = getelementptr inbounds nuw i8, ptr %318, i64 96
  %320 = zext nneg i32 %39 to i64
  %321 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1452), i64 %320
  %322 = zext nneg i32 %39 to i64
  %323 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1452), i64 %322
  %324 = getelementptr inbounds nuw i8, ptr %323, i64 64
  %325 = zext nneg i32 %40 to i64
  %326 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1584), i64 %325
  %327 = zext nneg i32 %40 to i64
  %328 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1584), i64 %327
  %329 = getelementptr inbounds nuw i8, ptr %328, i64 32
  %330 = zext nneg i32 %40 to i64
  %331 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1584), i64 %330
  %332 = getelementptr inbounds nuw i8, ptr %331, i64 64
  %333 = zext nneg i32 %40 to i64
  %334 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1584), i64 %333
  %335 = getelementptr inbounds nuw i8, ptr %334, i64 96
  %336 = zext nneg i32 %39 to i64
  %337 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1584), i64 %336
  %338 = zext nneg i32 %39 to i64
  %339 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1584), i64 %338
  %340 = getelementptr inbounds nuw i8, ptr %339, i64 64
  %341 = zext nneg i32 %40 to i64
  %342 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1716), i64 %341
  %343 = zext nneg i32 %40 to i64
  %344 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1716), i64 %343
  %345 = getelementptr inbounds nuw i8, ptr %344, i64 32
  %346 = zext nneg i32 %40 to i64
  %347 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1716), i64 %346
  %348 = getelementptr inbounds nuw i8, ptr %347, i64 64
  %349 = zext nneg i32 %40 to i64
  %350 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1716), i64 %349
  %351 = getelementptr inbounds nuw i8, ptr %350, i64 96
  %352 = zext nneg i32 %39 to i64
  %353 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1716), i64 %352
  %354 = zext nneg i32 %39 to i64
  %355 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1716), i64 %354
  %356 = getelementptr inbounds nuw i8, ptr %355, i64 64
  %357 = zext nneg i32 %40 to i64
  %358 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1848), i64 %357
  %359 = zext nneg i32 %40 to i64
  %360 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1848), i64 %359
  %361 = getelementptr inbounds nuw i8, ptr %360, i64 32
  %362 = zext nneg i32 %40 to i64
  %363 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1848), i64 %362
  %364 = getelementptr inbounds nuw i8, ptr %363, i64 64
  %365 = zext nneg i32 %40 to i64
  %366 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1848), i64 %365
  %367 = getelementptr inbounds nuw i8, ptr %366, i64 96
  %368 = zext nneg i32 %39 to i64
  %369 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1848), i64 %368
  %370 = zext nneg i32 %39 to i64
  %371 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1848), i64 %370
  %372 = getelementptr inbounds nuw i8, ptr %371, i64 64
  %373 = zext nneg i32 %40 to i64
  %374 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1980), i64 %373
  %375 = zext nneg i32 %40 to i64
  %376 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1980), i64 %375
  %377 = getelementptr inbounds nuw i8, ptr %376, i64 32
  %378 = zext nneg i32 %40 to i64
  %379 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1980), i64 %378
  %380 = getelementptr inbounds nuw i8, ptr %379, i64 64
  %381 = zext nneg i32 %40 to i64
  %382 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1980), i64 %381
  %383 = getelementptr inbounds nuw i8, ptr %382, i64 96
  %384 = zext nneg i32 %39 to i64
  %385 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1980), i64 %384
  %386 = zext nneg i32 %39 to i64
  %387 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1980), i64 %386
  %388 = getelementptr inbounds nuw i8, ptr %387, i64 64
  %389 = icmp slt i32 %46, %1
  %390 = sext i32 %46 to i64
  %391 = mul nsw i64 %390, %48
  %392 = icmp slt i32 %47, %0
  %393 = zext nneg i32 %47 to i64
  %394 = add nuw nsw i32 %47, 8
  %395 = icmp slt i32 %394, %0
  %396 = zext nneg i32 %394 to i64
  %397 = add nuw nsw i32 %47, 16
  %398 = icmp slt i32 %397, %0
  %399 = zext nneg i32 %397 to i64
  %400 = add nuw nsw i32 %47, 24
  %401 = icmp slt i32 %400, %0
  %402 = zext nneg i32 %400 to i64
  %403 = or disjoint i32 %46, 16
  %404 = icmp slt i32 %403, %1
  %405 = sext i32 %403 to i64
  %406 = mul nsw i64 %405, %48
  %407 = icmp slt i32 %47, %0
  %408 = zext nneg i32 %47 to i64
  %409 = add nuw nsw i32 %47, 8
  %410 = icmp slt i32 %409, %0
  %411 = zext nneg i32 %409 to i64
  %412 = add nuw nsw i32 %47, 16
  %413 = icmp slt i32 %412, %0
  %414 = zext nneg i32 %412 to i64
  %415 = add nuw nsw i32 %47, 24
  %416 = icmp slt i32 %415, %0
  %417 = zext nneg i32 %415 to i64
  br label %418

418:                                              ; preds = %37, %978
  %419 = phi i32 [ %35, %37 ], [ %979, %978 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !14)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !16)
  %420 = sext i32 %419 to i64
  %421 = mul nsw i64 %6, %420
  %422 = getelementptr inbounds float, ptr %4, i64 %421
  %423 = mul nsw i64 %9, %420
  %424 = getelementptr inbounds float, ptr %7, i64 %423
  %425 = mul nsw i64 %13, %420
  %426 = getelementptr inbounds float, ptr %11, i64 %425
  br i1 %41, label %427, label %886

427:                                              ; preds = %418
  %428 = getelementptr float, ptr %422, i64 %56
  %429 = getelementptr float, ptr %422, i64 %66
  %430 = getelementptr float, ptr %422, i64 %76
  %431 = getelementptr float, ptr %422, i64 %86
  %432 = getelementptr float, ptr %424, i64 %95
  %433 = getelementptr float, ptr %424, i64 %106
  %434 = getelementptr float, ptr %424, i64 %117
  %435 = getelementptr float, ptr %424, i64 %128
  br label %436

436:                                              ; preds = %427, %491
  %437 = phi float [ %843, %491 ], [ 0.000000e+00, %427 ]
  %438 = phi float [ %841, %491 ], [ 0.000000e+00, %427 ]
  %439 = phi float [ %839, %491 ], [ 0.000000e+00, %427 ]
  %440 = phi float [ %837, %491 ], [ 0.000000e+00, %427 ]
  %441 = phi float [ %835, %491 ], [ 0.000000e+00, %427 ]
  %442 = phi float [ %833, %491 ], [ 0.000000e+00, %427 ]
  %443 = phi float [ %831, %491 ], [ 0.000000e+00, %427 ]
  %444 = phi float [ %829, %491 ], [ 0.000000e+00, %427 ]
  %445 = phi i32 [ %844, %491 ], [ 0, %427 ]
  br i1 %42, label %447, label %446

446:                                              ; preds = %456, %467, %478, %489, %436
  br i1 %44, label %846, label %491

447:                                              ; preds = %436
  %448 = or disjoint i32 %53, %445
  %449 = icmp slt i32 %448, %2
  %450 = select i1 %55, i1 %449, i1 false
  br i1 %450, label %451, label %456

451:                                              ; preds = %447
  %452 = zext nneg i32 %448 to i64
  %453 = mul nsw i64 %452, %43
  %454 = getelementptr float, ptr %428, i64 %453
  %455 = load float, ptr %454, align 4, !tbaa !18, !alias.scope !11, !noalias !20
  br label %456

456:                                              ; preds = %451, %447
  %457 = phi float [ %455, %451 ], [ 0.000000e+00, %447 ]
  store float %457, ptr %60, align 4, !tbaa !18, !noalias !21
  br i1 %61, label %458, label %446, !llvm.loop !22

458:                                              ; preds = %456
  %459 = or disjoint i32 %63, %445
  %460 = icmp slt i32 %459, %2
  %461 = select i1 %65, i1 %460, i1 false
  br i1 %461, label %462, label %467

462:                                              ; preds = %458
  %463 = zext nneg i32 %459 to i64
  %464 = mul nsw i64 %463, %43
  %465 = getelementptr float, ptr %429, i64 %464
  %466 = load float, ptr %465, align 4, !tbaa !18, !alias.scope !11, !noalias !20
  br label %467

467:                                              ; preds = %462, %458
  %468 = phi float [ %466, %462 ], [ 0.000000e+00, %458 ]
  store float %468, ptr %70, align 4, !tbaa !18, !noalias !21
  br i1 %71, label %469, label %446, !llvm.loop !22

469:                                              ; preds = %467
  %470 = or disjoint i32 %73, %445
  %471 = icmp slt i32 %470, %2
  %472 = select i1 %75, i1 %471, i1 false
  br i1 %472, label %473, label %478

473:                                              ; preds = %469
  %474 = zext nneg i32 %470 to i64
  %475 = mul nsw i64 %474, %43
  %476 = getelementptr float, ptr %430, i64 %475
  %477 = load float, ptr %476, align 4, !tbaa !18, !alias.scope !11, !noalias !20
  br label %478

478:                                              ; preds = %473, %469
  %479 = phi float [ %477, %473 ], [ 0.000000e+00, %469 ]
  store float %479, ptr %80, align 4, !tbaa !18, !noalias !21
  br i1 %81, label %480, label %446, !llvm.loop !22

480:                                              ; preds = %478
  %481 = or disjoint i32 %83, %445
  %482 = icmp slt i32 %481, %2
  %483 = select i1 %85, i1 %482, i1 false
  br i1 %483, label %484, label %489

484:                                              ; preds = %480
  %485 = zext nneg i32 %481 to i64
  %486 = mul nsw i64 %485, %43
  %487 = getelementptr float, ptr %431, i64 %486
  %488 = load float, ptr %487, align 4, !tbaa !18, !alias.scope !11, !noalias !20
  br label %489

489:                                              ; preds = %484, %480
  %490 = phi float [ %488, %484 ], [ 0.000000e+00, %480 ]
  store float %490, ptr %90, align 4, !tbaa !18, !noalias !21
  br label %446

491:                                              ; preds = %854, %864, %874, %884, %446
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !21
  %492 = load float, ptr %134, align 4, !tbaa !18, !noalias !21
  %493 = load float, ptr %137, align 4, !tbaa !18, !noalias !21
  %494 = load float, ptr %140, align 4, !tbaa !18, !noalias !21
  %495 = load float, ptr %143, align 4, !tbaa !18, !noalias !21
  %496 = load float, ptr %145, align 4, !tbaa !18, !noalias !21
  %497 = load float, ptr %148, align 4, !tbaa !18, !noalias !21
  %498 = fmul contract float %492, %496
  %499 = fadd contract float %444, %498
  %500 = fmul contract float %492, %497
  %501 = fadd contract float %443, %500
  %502 = fmul contract float %493, %496
  %503 = fadd contract float %442, %502
  %504 = fmul contract float %493, %497
  %505 = fadd contract float %441, %504
  %506 = fmul contract float %494, %496
  %507 = fadd contract float %440, %506
  %508 = fmul contract float %494, %497
  %509 = fadd contract float %439, %508
  %510 = fmul contract float %495, %496
  %511 = fadd contract float %438, %510
  %512 = fmul contract float %495, %497
  %513 = fadd contract float %437, %512
  %514 = load float, ptr %150, align 4, !tbaa !18, !noalias !21
  %515 = load float, ptr %153, align 4, !tbaa !18, !noalias !21
  %516 = load float, ptr %156, align 4, !tbaa !18, !noalias !21
  %517 = load float, ptr %159, align 4, !tbaa !18, !noalias !21
  %518 = load float, ptr %161, align 4, !tbaa !18, !noalias !21
  %519 = load float, ptr %164, align 4, !tbaa !18, !noalias !21
  %520 = fmul contract float %514, %518
  %521 = fadd contract float %499, %520
  %522 = fmul contract float %514, %519
  %523 = fadd contract float %501, %522
  %524 = fmul contract float %515, %518
  %525 = fadd contract float %503, %524
  %526 = fmul contract float %515, %519
  %527 = fadd contract float %505, %526
  %528 = fmul contract float %516, %518
  %529 = fadd contract float %507, %528
  %530 = fmul contract float %516, %519
  %531 = fadd contract float %509, %530
  %532 = fmul contract float %517, %518
  %533 = fadd contract float %511, %532
  %534 = fmul contract float %517, %519
  %535 = fadd contract float %513, %534
  %536 = load float, ptr %166, align 4, !tbaa !18, !noalias !21
  %537 = load float, ptr %169, align 4, !tbaa !18, !noalias !21
  %538 = load float, ptr %172, align 4, !tbaa !18, !noalias !21
  %539 = load float, ptr %175, align 4, !tbaa !18, !noalias !21
  %540 = load float, ptr %177, align 4, !tbaa !18, !noalias !21
  %541 = load float, ptr %180, align 4, !tbaa !18, !noalias !21
  %542 = fmul contract float %536, %540
  %543 = fadd contract float %521, %542
  %544 = fmul contract float %536, %541
  %545 = fadd contract float %523, %544
  %546 = fmul contract float %537, %540
  %547 = fadd contract float %525, %546
  %548 = fmul contract float %537, %541
  %549 = fadd contract float %527, %548
  %550 = fmul contract float %538, %540
  %551 = fadd contract float %529, %550
  %552 = fmul contract float %538, %541
  %553 = fadd contract float %531, %552
  %554 = fmul contract float %539, %540
  %555 = fadd contract float %533, %554
  %556 = fmul contract float %539, %541
  %557 = fadd contract float %535, %556
  %558 = load float, ptr %182, align 4, !tbaa !18, !noalias !21
  %559 = load float, ptr %185, align 4, !tbaa !18, !noalias !21
  %560 = load float, ptr %188, align 4, !tbaa !18, !noalias !21
  %561 = load float, ptr %191, align 4, !tbaa !18, !noalias !21
  %562 = load float, ptr %193, align 4, !tbaa !18, !noalias !21
  %563 = load float, ptr %196, align 4, !tbaa !18, !noalias !21
  %564 = fmul contract float %558, %562
  %565 = fadd contract float %543, %564
  %566 = fmul contract float %558, %563
  %567 = fadd contract float %545, %566
  %568 = fmul contract float %559, %562
  %569 = fadd contract float %547, %568
  %570 = fmul contract float %559, %563
  %571 = fadd contract float %549, %570
  %572 = fmul contract float %560, %562
  %573 = fadd contract float %551, %572
  %574 = fmul contract float %560, %563
  %575 = fadd contract float %553, %574
  %576 = fmul contract float %561, %562
  %577 = fadd contract float %555, %576
  %578 = fmul contract float %561, %563
  %579 = fadd contract float %557, %578
  %580 = load float, ptr %198, align 4, !tbaa !18, !noalias !21
  %581 = load float, ptr %201, align 4, !tbaa !18, !noalias !21
  %582 = load float, ptr %204, align 4, !tbaa !18, !noalias !21
  %583 = load float, ptr %207, align 4, !tbaa !18, !noalias !21
  %584 = load float, ptr %209, align 4, !tbaa !18, !noalias !21
  %585 = load float, ptr %212, align 4, !tbaa !18, !noalias !21
  %586 = fmul contract float %580, %584
  %587 = fadd contract float %565, %586
  %588 = fmul contract float %580, %585
  %589 = fadd contract float %567, %588
  %590 = fmul contract float %581, %584
  %591 = fadd contract float %569, %590
  %592 = fmul contract float %581, %585
  %593 = fadd contract float %571, %592
  %594 = fmul contract float %582, %584
  %595 = fadd contract float %573, %594
  %596 = fmul contract float %582, %585
  %597 = fadd contract float %575, %596
  %598 = fmul contract float %583, %584
  %599 = fadd contract float %577, %598
  %600 = fmul contract float %583, %585
  %601 = fadd contract float %579, %600
  %602 = load float, ptr %214, align 4, !tbaa !18, !noalias !21
  %603 = load float, ptr %217, align 4, !tbaa !18, !noalias !21
  %604 = load float, ptr %220, align 4, !tbaa !18, !noalias !21
  %605 = load float, ptr %223, align 4, !tbaa !18, !noalias !21
  %606 = load float, ptr %225, align 4, !tbaa !18, !noalias !21
  %607 = load float, ptr %228, align 4, !tbaa !18, !noalias !21
  %608 = fmul contract float %602, %606
  %609 = fadd contract float %587, %608
  %610 = fmul contract float %602, %607
  %611 = fadd contract float %589, %610
  %612 = fmul contract float %603, %606
  %613 = fadd contract float %591, %612
  %614 = fmul contract float %603, %607
  %615 = fadd contract float %593, %614
  %616 = fmul contract float %604, %606
  %617 = fadd contract float %595, %616
  %618 = fmul contract float %604, %607
  %619 = fadd contract float %597, %618
  %620 = fmul contract float %605, %606
  %621 = fadd contract float %599, %620
  %622 = fmul contract float %605, %607
  %623 = fadd contract float %601, %622
  %624 = load float, ptr %230, align 4, !tbaa !18, !noalias !21
  %625 = load float, ptr %233, align 4, !tbaa !18, !noalias !21
  %626 = load float, ptr %236, align 4, !tbaa !18, !noalias !21
  %627 = load float, ptr %239, align 4, !tbaa !18, !noalias !21
  %628 = load float, ptr %241, align 4, !tbaa !18, !noalias !21
  %629 = load float, ptr %244, align 4, !tbaa !18, !noalias !21
  %630 = fmul contract float %624, %628
  %631 = fadd contract float %609, %630
  %632 = fmul contract float %624, %629
  %633 = fadd contract float %611, %632
  %634 = fmul contract float %625, %628
  %635 = fadd contract float %613, %634
  %636 = fmul contract float %625, %629
  %637 = fadd contract float %615, %636
  %638 = fmul contract float %626, %628
  %639 = fadd contract float %617, %638
  %640 = fmul contract float %626, %629
  %641 = fadd contract float %619, %640
  %642 = fmul contract float %627, %628
  %643 = fadd contract float %621, %642
  %644 = fmul contract float %627, %629
  %645 = fadd contract float %623, %644
  %646 = load float, ptr %246, align 4, !tbaa !18, !noalias !21
  %647 = load float, ptr %249, align 4, !tbaa !18, !noalias !21
  %648 = load float, ptr %252, align 4, !tbaa !18, !noalias !21
  %649 = load float, ptr %255, align 4, !tbaa !18, !noalias !21
  %650 = load float, ptr %257, align 4, !tbaa !18, !noalias !21
  %651 = load float, ptr %260, align 4, !tbaa !18, !noalias !21
  %652 = fmul contract float %646, %650
  %653 = fadd contract float %631, %652
  %654 = fmul contract float %646, %651
  %655 = fadd contract float %633, %654
  %656 = fmul contract float %647, %650
  %657 = fadd contract float %635, %656
  %658 = fmul contract float %647, %651
  %659 = fadd contract float %637, %658
  %660 = fmul contract float %648, %650
  %661 = fadd contract float %639, %660
  %662 = fmul contract float %648, %651
  %663 = fadd contract float %641, %662
  %664 = fmul contract float %649, %650
  %665 = fadd contract float %643, %664
  %666 = fmul contract float %649, %651
  %667 = fadd contract float %645, %666
  %668 = load float, ptr %262, align 4, !tbaa !18, !noalias !21
  %669 = load float, ptr %265, align 4, !tbaa !18, !noalias !21
  %670 = load float, ptr %268, align 4, !tbaa !18, !noalias !21
  %671 = load float, ptr %271, align 4, !tbaa !18, !noalias !21
  %672 = load float, ptr %273, align 4, !tbaa !18, !noalias !21
  %673 = load float, ptr %276, align 4, !tbaa !18, !noalias !21
  %674 = fmul contract float %668, %672
  %675 = fadd contract float %653, %674
  %676 = fmul contract float %668, %673
  %677 = fadd contract float %655, %676
  %678 = fmul contract float %669, %672
  %679 = fadd contract float %657, %678
  %680 = fmul contract float %669, %673
  %681 = fadd contract float %659, %680
  %682 = fmul contract float %670, %672
  %683 = fadd contract float %661, %682
  %684 = fmul contract float %670, %673
  %685 = fadd contract float %663, %684
  %686 = fmul contract float %671, %672
  %687 = fadd contract float %665, %686
  %688 = fmul contract float %671, %673
  %689 = fadd contract float %667, %688
  %690 = load float, ptr %278, align 4, !tbaa !18, !noalias !21
  %691 = load float, ptr %281, align 4, !tbaa !18, !noalias !21
  %692 = load float, ptr %284, align 4, !tbaa !18, !noalias !21
  %693 = load float, ptr %287, align 4, !tbaa !18, !noalias !21
  %694 = load float, ptr %289, align 4, !tbaa !18, !noalias !21
  %695 = load float, ptr %292, align 4, !tbaa !18, !noalias !21
  %696 = fmul contract float %690, %694
  %697 = fadd contract float %675, %696
  %698 = fmul contract float %690, %695
  %699 = fadd contract float %677, %698
  %700 = fmul contract float %691, %694
  %701 = fadd contract float %679, %700
  %702 = fmul contract float %691, %695
  %703 = fadd contract float %681, %702
  %704 = fmul contract float %692, %694
  %705 = fadd contract float %683, %704
  %706 = fmul contract float %692, %695
  %707 = fadd contract float %685, %706
  %708 = fmul contract float %693, %694
  %709 = fadd contract float %687, %708
  %710 = fmul contract float %693, %695
  %711 = fadd contract float %689, %710
  %712 = load float, ptr %294, align 4, !tbaa !18, !noalias !21
  %713 = load float, ptr %297, align 4, !tbaa !18, !noalias !21
  %714 = load float, ptr %300, align 4, !tbaa !18, !noalias !21
  %715 = load float, ptr %303, align 4, !tbaa !18, !noalias !21
  %716 = load float, ptr %305, align 4, !tbaa !18, !noalias !21
  %717 = load float, ptr %308, align 4, !tbaa !18, !noalias !21
  %718 = fmul contract float %712, %716
  %719 = fadd contract float %697, %718
  %720 = fmul contract float %712, %717
  %721 = fadd contract float %699, %720
  %722 = fmul contract float %713, %716
  %723 = fadd contract float %701, %722
  %724 = fmul contract float %713, %717
  %725 = fadd contract float %703, %724
  %726 = fmul contract float %714, %716
  %727 = fadd contract float %705, %726
  %728 = fmul contract float %714, %717
  %729 = fadd contract float %707, %728
  %730 = fmul contract float %715, %716
  %731 = fadd contract float %709, %730
  %732 = fmul contract float %715, %717
  %733 = fadd contract float %711, %732
  %734 = load float, ptr %310, align 4, !tbaa !18, !noalias !21
  %735 = load float, ptr %313, align 4, !tbaa !18, !noalias !21
  %736 = load float, ptr %316, align 4, !tbaa !18, !noalias !21
  %737 = load float, ptr %319, align 4, !tbaa !18, !noalias !21
  %738 = load float, ptr %321, align 4, !tbaa !18, !noalias !21
  %739 = load float, ptr %324, align 4, !tbaa !18, !noalias !21
  %740 = fmul contract float %734, %738
  %741 = fadd contract float %719, %740
  %742 = fmul contract float %734, %739
  %743 = fadd contract float %721, %742
  %744 = fmul contract float %735, %738
  %745 = fadd contract float %723, %744
  %746 = fmul contract float %735, %739
  %747 = fadd contract float %725, %746
  %748 = fmul contract float %736, %738
  %749 = fadd contract float %727, %748
  %750 = fmul contract float %736, %739
  %751 = fadd contract float %729, %750
  %752 = fmul contract float %737, %738
  %753 = fadd contract float %731, %752
  %754 = fmul contract float %737, %739
  %755 = fadd contract float %733, %754
  %756 = load float, ptr %326, align 4, !tbaa !18, !noalias !21
  %757 = load float, ptr %329, align 4, !tbaa !18, !noalias !21
  %758 = load float, ptr %332, align 4, !tbaa !18, !noalias !21
  %759 = load float, ptr %335, align 4, !tbaa !18, !noalias !21
  %760 = load float, ptr %337, align 4, !tbaa !18, !noalias !21
  %761 = load float, ptr %340, align 4, !tbaa !18, !noalias !21
  %762 = fmul contract float %756, %760
  %763 = fadd contract float %741, %762
  %764 = fmul contract float %756, %761
  %765 = fadd contract float %743, %764
  %766 = fmul contract float %757, %760
  %767 = fadd contract float %745, %766
  %768 = fmul contract float %757, %761
  %769 = fadd contract float %747, %768
  %770 = fmul contract float %758, %760
  %771 = fadd contract float %749, %770
  %772 = fmul contract float %758, %761
  %773 = fadd contract float %751, %772
  %774 = fmul contract float %759, %760
  %775 = fadd contract float %753, %774
  %776 = fmul contract float %759, %761
  %777 = fadd contract float %755, %776
  %778 = load float, ptr %342, align 4, !tbaa !18, !noalias !21
  %779 = load float, ptr %345, align 4, !tbaa !18, !noalias !21
  %780 = load float, ptr %348, align 4, !tbaa !18, !noalias !21
  %781 = load float, ptr %351, align 4, !tbaa !18, !noalias !21
  %782 = load float, ptr %353, align 4, !tbaa !18, !noalias !21
  %783 = load float, ptr %356, align 4, !tbaa !18, !noalias !21
  %784 = fmul contract float %778, %782
  %785 = fadd contract float %763, %784
  %786 = fmul contract float %778, %783
  %787 = fadd contract float %765, %786
  %788 = fmul contract float %779, %782
  %789 = fadd contract float %767, %788
  %790 = fmul contract float %779, %783
  %791 = fadd contract float %769, %790
  %792 = fmul contract float %780, %782
  %793 = fadd contract float %771, %792
  %794 = fmul contract float %780, %783
  %795 = fadd contract float %773, %794
  %796 = fmul contract float %781, %782
  %797 = fadd contract float %775, %796
  %798 = fmul contract float %781, %783
  %799 = fadd contract float %777, %798
  %800 = load float, ptr %358, align 4, !tbaa !18, !noalias !21
  %801 = load float, ptr %361, align 4, !tbaa !18, !noalias !21
  %802 = load float, ptr %364, align 4, !tbaa !18, !noalias !21
  %803 = load float, ptr %367, align 4, !tbaa !18, !noalias !21
  %804 = load float, ptr %369, align 4, !tbaa !18, !noalias !21
  %805 = load float, ptr %372, align 4, !tbaa !18, !noalias !21
  %806 = fmul contract float %800, %804
  %807 = fadd contract float %785, %806
  %808 = fmul contract float %800, %805
  %809 = fadd contract float %787, %808
  %810 = fmul contract float %801, %804
  %811 = fadd contract float %789, %810
  %812 = fmul contract float %801, %805
  %813 = fadd contract float %791, %812
  %814 = fmul contract float %802, %804
  %815 = fadd contract float %793, %814
  %816 = fmul contract float %802, %805
  %817 = fadd contract float %795, %816
  %818 = fmul contract float %803, %804
  %819 = fadd contract float %797, %818
  %820 = fmul contract float %803, %805
  %821 = fadd contract float %799, %820
  %822 = load float, ptr %374, align 4, !tbaa !18, !noalias !21
  %823 = load float, ptr %377, align 4, !tbaa !18, !noalias !21
  %824 = load float, ptr %380, align 4, !tbaa !18, !noalias !21
  %825 = load float, ptr %383, align 4, !tbaa !18, !noalias !21
  %826 = load float, ptr %385, align 4, !tbaa !18, !noalias !21
  %827 = load float, ptr %388, align 4, !tbaa !18, !noalias !21
  %828 = fmul contract float %822, %826
  %829 = fadd contract float %807, %828
  %830 = fmul contract float %822, %827
  %831 = fadd contract float %809, %830
  %832 = fmul contract float %823, %826
  %833 = fadd contract float %811, %832
  %834 = fmul contract float %823, %827
  %835 = fadd contract float %813, %834
  %836 = fmul contract float %824, %826
  %837 = fadd contract float %815, %836
  %838 = fmul contract float %824, %827
  %839 = fadd contract float %817, %838
  %840 = fmul contract float %825, %826
  %841 = fadd contract float %819, %840
  %842 = fmul contract float %825, %827
  %843 = fadd contract float %821, %842
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !21
  %844 = add nuw nsw i32 %445, 16
  %845 = icmp slt i32 %844, %2
  br i1 %845, label %436, label %886, !llvm.loop !25

846:                                              ; preds = %446
  %847 = or disjoint i32 %52, %445
  %848 = icmp slt i32 %847, %2
  %849 = select i1 %93, i1 %848, i1 false
  br i1 %849, label %850, label %854

850:                                              ; preds = %846
  %851 = zext nneg i32 %847 to i64
  %852 = getelementptr float, ptr %432, i64 %851
  %853 = load float, ptr %852, align 4, !tbaa !18, !alias.scope !14, !noalias !27
  br label %854

854:                                              ; preds = %850, %846
  %855 = phi contract float [ %853, %850 ], [ 0.000000e+00, %846 ]
  store float %855, ptr %99, align 4, !tbaa !18, !noalias !21
  br i1 %100, label %856, label %491, !llvm.loop !28

856:                                              ; preds = %854
  %857 = or disjoint i32 %52, %445
  %858 = icmp slt i32 %857, %2
  %859 = select i1 %104, i1 %858, i1 false
  br i1 %859, label %860, label %864

860:                                              ; preds = %856
  %861 = zext nneg i32 %857 to i64
  %862 = getelementptr float, ptr %433, i64 %861
  %863 = load float, ptr %862, align 4, !tbaa !18, !alias.scope !14, !noalias !27
  br label %864

864:                                              ; preds = %860, %856
  %865 = phi contract float [ %863, %860 ], [ 0.000000e+00, %856 ]
  store float %865, ptr %110, align 4, !tbaa !18, !noalias !21
  br i1 %111, label %866, label %491, !llvm.loop !28

866:                                              ; preds = %864
  %867 = or disjoint i32 %52, %445
  %868 = icmp slt i32 %867, %2
  %869 = select i1 %115, i1 %868, i1 false
  br i1 %869, label %870, label %874

870:                                              ; preds = %866
  %871 = zext nneg i32 %867 to i64
  %872 = getelementptr float, ptr %434, i64 %871
  %873 = load float, ptr %872, align 4, !tbaa !18, !alias.scope !14, !noalias !27
  br label %874

874:                                              ; preds = %870, %866
  %875 = phi contract float [ %873, %870 ], [ 0.000000e+00, %866 ]
  store float %875, ptr %121, align 4, !tbaa !18, !noalias !21
  br i1 %122, label %876, label %491, !llvm.loop !28

876:                                              ; preds = %874
  %877 = or disjoint i32 %52, %445
  %878 = icmp slt i32 %877, %2
  %879 = select i1 %126, i1 %878, i1 false
  br i1 %879, label %880, label %884

880:                                              ; preds = %876
  %881 = zext nneg i32 %877 to i64
  %882 = getelementptr float, ptr %435, i64 %881
  %883 = load float, ptr %882, align 4, !tbaa !18, !alias.scope !14, !noalias !27
  br label %884

884:                                              ; preds = %880, %876
  %885 = phi contract float [ %883, %880 ], [ 0.000000e+00, %876 ]
  store float %885, ptr %132, align 4, !tbaa !18, !noalias !21
  br label %491

886:                                              ; preds = %491, %418
  %887 = phi float [ 0.000000e+00, %418 ], [ %843, %491 ]
  %888 = phi float [ 0.000000e+00, %418 ], [ %841, %491 ]
  %889 = phi float [ 0.000000e+00, %418 ], [ %839, %491 ]
  %890 = phi float [ 0.000000e+00, %418 ], [ %837, %491 ]
  %891 = phi float [ 0.000000e+00, %418 ], [ %835, %491 ]
  %892 = phi float [ 0.000000e+00, %418 ], [ %833, %491 ]
  %893 = phi float [ 0.000000e+00, %418 ], [ %831, %491 ]
  %894 = phi float [ 0.000000e+00, %418 ], [ %829, %491 ]
  br i1 %389, label %895, label %936

895:                                              ; preds = %886
  %896 = getelementptr float, ptr %426, i64 %391
  br i1 %392, label %897, label %906

897:                                              ; preds = %895
  %898 = getelementptr float, ptr %896, i64 %393
  %899 = fmul contract float %3, %894
  br i1 %49, label %904, label %900

900:                                              ; preds = %897
  %901 = load float, ptr %898, align 4, !tbaa !18, !alias.scope !16, !noalias !29
  %902 = fmul contract float %10, %901
  %903 = fadd contract float %899, %902
  br label %904

904:                                              ; preds = %897, %900
  %905 = phi contract float [ %903, %900 ], [ %899, %897 ]
  store float %905, ptr %898, align 4, !tbaa !18, !alias.scope !16, !noalias !29
  br label %906

906:                                              ; preds = %904, %895
  br i1 %395, label %907, label %916

907:                                              ; preds = %906
  %908 = getelementptr float, ptr %896, i64 %396
  %909 = fmul contract float %3, %892
  br i1 %49, label %914, label %910

910:                                              ; preds = %907
  %911 = load float, ptr %908, align 4, !tbaa !18, !alias.scope !16, !noalias !29
  %912 = fmul contract float %10, %911
  %913 = fadd contract float %909, %912
  br label %914

914:                                              ; preds = %907, %910
  %915 = phi contract float [ %913, %910 ], [ %909, %907 ]
  store float %915, ptr %908, align 4, !tbaa !18, !alias.scope !16, !noalias !29
  br label %916

916:                                              ; preds = %914, %906
  br i1 %398, label %917, label %926

917:                                              ; preds = %916
  %918 = getelementptr float, ptr %896, i64 %399
  %919 = fmul contract float %3, %890
  br i1 %49, label %924, label %920

920:                                              ; preds = %917
  %921 = load float, ptr %918, align 4, !tbaa !18, !alias.scope !16, !noalias !29
  %922 = fmul contract float %10, %921
  %923 = fadd contract float %919, %922
  br label %924

924:                                              ; preds = %917, %920
  %925 = phi contract float [ %923, %920 ], [ %919, %917 ]
  store float %925, ptr %918, align 4, !tbaa !18, !alias.scope !16, !noalias !29
  br label %926

926:                                              ; preds = %924, %916
  br i1 %401, label %927, label %936

927:                                              ; preds = %926
  %928 = getelementptr float, ptr %896, i64 %402
  %929 = fmul contract float %3, %888
  br i1 %49, label %934, label %930

930:                                              ; preds = %927
  %931 = load float, ptr %928, align 4, !tbaa !18, !alias.scope !16, !noalias !29
  %932 = fmul contract float %10, %931
  %933 = fadd contract float %929, %932
  br label %934

934:                                              ; preds = %927, %930
  %935 = phi contract float [ %933, %930 ], [ %929, %927 ]
  store float %935, ptr %928, align 4, !tbaa !18, !alias.scope !16, !noalias !29
  br label %936

936:                                              ; preds = %926, %934, %886
  br i1 %404, label %937, label %978

937:                                              ; preds = %936
  %938 = getelementptr float, ptr %426, i64 %406
  br i1 %407, label %939, label %948

939:                                              ; preds = %937
  %940 = getelementptr float, ptr %938, i64 %408
  %941 = fmul contract float %3, %893
  br i1 %49, label %946, label %942

942:                                              ; preds = %939
  %943 = load float, ptr %940, align 4, !tbaa !18, !alias.scope !16, !noalias !29
  %944 = fmul contract float %10, %943
  %945 = fadd contract float %941, %944
  br label %946

946:                                              ; preds = %939, %942
  %947 = phi contract float [ %945, %942 ], [ %941, %939 ]
  store float %947, ptr %940, align 4, !tbaa !18, !alias.scope !16, !noalias !29
  br label %948

948:                                              ; preds = %946, %937
  br i1 %410, label %949, label %958

949:                                              ; preds = %948
  %950 = getelementptr float, ptr %938, i64 %411
  %951 = fmul contract float %3, %891
  br i1 %49, label %956, label %952

952:                                              ; preds = %949
  %953 = load float, ptr %950, align 4, !tbaa !18, !alias.scope !16, !noalias !29
  %954 = fmul contract float %10, %953
  %955 = fadd contract float %951, %954
  br label %956

956:                                              ; preds = %949, %952
  %957 = phi contract float [ %955, %952 ], [ %951, %949 ]
  store float %957, ptr %950, align 4, !tbaa !18, !alias.scope !16, !noalias !29
  br label %958

958:                                              ; preds = %956, %948
  br i1 %413, label %959, label %968

959:                                              ; preds = %958
  %960 = getelementptr float, ptr %938, i64 %414
  %961 = fmul contract float %3, %889
  br i1 %49, label %966, label %962

962:                                              ; preds = %959
  %963 = load float, ptr %960, align 4, !tbaa !18, !alias.scope !16, !noalias !29
  %964 = fmul contract float %10, %963
  %965 = fadd contract float %961, %964
  br label %966

966:                                              ; preds = %959, %962
  %967 = phi contract float [ %965, %962 ], [ %961, %959 ]
  store float %967, ptr %960, align 4, !tbaa !18, !alias.scope !16, !noalias !29
  br label %968

968:                                              ; preds = %966, %958
  br i1 %416, label %969, label %978

969:                                              ; preds = %968
  %970 = getelementptr float, ptr %938, i64 %417
  %971 = fmul contract float %3, %887
  br i1 %49, label %976, label %972

972:                                              ; preds = %969
  %973 = load float, ptr %970, align 4, !tbaa !18, !alias.scope !16, !noalias !29
  %974 = fmul contract float %10, %973
  %975 = fadd contract float %971, %974
  br label %976

976:                                              ; preds = %969, %972
  %977 = phi contract float [ %975, %972 ], [ %971, %969 ]
  store float %977, ptr %970, align 4, !tbaa !18, !alias.scope !16, !noalias !29
  br label %978

978:                                              ; preds = %968, %976, %936
  %979 = add i32 %419, %50
  %980 = icmp slt i32 %979, %14
  br i1 %980, label %418, label %981, !llvm.loop !30

981:                                              ; preds = %978, %34, %15, %24
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @bgemm_strided_f64_tn(i32 noundef %0, i32 noundef %1, i32 noundef %2, double noundef %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5, i64 noundef %6, ptr noalias noundef readonly captures(none) %7, i32 noundef %8, i64 noundef %9, double noundef %10, ptr noalias noundef captures(none) %11, i32 noundef %12, i64 noundef %13, i32 noundef %14) local_unnamed_addr #1 {
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = icmp eq i32 %16, 64
  %18 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %19 = icmp eq i32 %18, 1
  %20 = and i1 %17, %19
  %21 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %22 = icmp eq i32 %21, 1
  %23 = and i1 %22, %20
  br i1 %23, label %24, label %999

24:                                               ; preds = %15
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = shl i32 %25, 5
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %28 = shl nuw nsw i32 %27, 5
  %29 = icmp slt i32 %5, %2
  %30 = icmp slt i32 %8, %2
  %31 = or i1 %29, %30
  %32 = icmp slt i32 %12, %0
  %33 = or i1 %31, %32
  br i1 %33, label %999, label %34

34:                                               ; preds = %24
  %35 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %36 = icmp slt i32 %35, %14
  br i1 %36, label %37, label %999

37:                                               ; preds = %34
  %38 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %39 = and i32 %38, 7
  %40 = lshr i32 %38, 3
  %41 = icmp sgt i32 %2, 0
  %42 = icmp samesign ult i32 %38, 256
  %43 = sext i32 %5 to i64
  %44 = icmp samesign ult i32 %38, 256
  %45 = sext i32 %8 to i64
  %46 = or disjoint i32 %39, %26
  %47 = add nuw nsw i32 %28, %40
  %48 = sext i32 %12 to i64
  %49 = fcmp contract oeq double %10, 0.000000e+00
  %50 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
  %51 = and i32 %38, 7
  %52 = and i32 %38, 7
  %53 = lshr i32 %38, 3
  %54 = or disjoint i32 %53, %28
  %55 = icmp slt i32 %54, %0
  %56 = zext nneg i32 %54 to i64
  %57 = mul nsw i64 %56, %43
  %58 = zext nneg i32 %51 to i64
  %59 = getelementptr inbounds nuw [33 x double], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 %58
  %60 = zext nneg i32 %53 to i64
  %61 = getelementptr inbounds nuw double, ptr %59, i64 %60
  %62 = icmp samesign ult i32 %38, 192
  %63 = add nuw nsw i32 %38, 64
  %64 = lshr i32 %63, 3
  %65 = or disjoint i32 %64, %28
  %66 = icmp slt i32 %65, %0
  %67 = zext nneg i32 %65 to i64
  %68 = mul nsw i64 %67, %43
  %69 = zext nneg i32 %51 to i64
  %70 = getelementptr inbounds nuw [33 x double], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 %69
  %71 = zext nneg i32 %64 to i64
  %72 = getelementptr inbounds nuw double, ptr %70, i64 %71
  %73 = icmp samesign ult i32 %38, 128
  %74 = lshr i32 %38, 3
  %75 = or disjoint i32 %74, 16
  %76 = or disjoint i32 %75, %28
  %77 = icmp slt i32 %76, %0
  %78 = zext nneg i32 %76 to i64
  %79 = mul nsw i64 %78, %43
  %80 = zext nneg i32 %51 to i64
  %81 = getelementptr inbounds nuw [33 x double], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 %80
  %82 = zext nneg i32 %75 to i64
  %83 = getelementptr inbounds nuw double, ptr %81, i64 %82
  %84 = icmp samesign ult i32 %38, 64
  %85 = lshr i32 %38, 3
  %86 = or disjoint i32 %85, 24
  %87 = or disjoint i32 %86, %28
  %88 = icmp slt i32 %87, %0
  %89 = zext nneg i32 %87 to i64
  %90 = mul nsw i64 %89, %43
  %91 = zext nneg i32 %51 to i64
  %92 = getelementptr inbounds nuw [33 x double], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 %91
  %93 = zext nneg i32 %86 to i64
  %94 = getelementptr inbounds nuw double, ptr %92, i64 %93
  %95 = lshr i32 %38, 3
  %96 = or disjoint i32 %95, %26
  %97 = icmp slt i32 %96, %1
  %98 = sext i32 %96 to i64
  %99 = mul nsw i64 %98, %45
  %100 = zext nneg i32 %52 to i64
  %101 = getelementptr inbounds nuw [33 x double], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 %100
  %102 = zext nneg i32 %95 to i64
  %103 = getelementptr inbounds nuw double, ptr %101, i64 %102
  %104 = icmp samesign ult i32 %38, 192
  %105 = add nuw nsw i32 %38, 64
  %106 = lshr i32 %105, 3
  %107 = or disjoint i32 %106, %26
  %108 = icmp slt i32 %107, %1
  %109 = sext i32 %107 to i64
  %110 = mul nsw i64 %109, %45
  %111 = zext nneg i32 %52 to i64
  %112 = getelementptr inbounds nuw [33 x double], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 %111
  %113 = zext nneg i32 %106 to i64
  %114 = getelementptr inbounds nuw double, ptr %112, i64 %113
  %115 = icmp samesign ult i32 %38, 128
  %116 = lshr i32 %38, 3
  %117 = or disjoint i32 %116, 16
  %118 = or disjoint i32 %117, %26
  %119 = icmp slt i32 %118, %1
  %120 = sext i32 %118 to i64
  %121 = mul nsw i64 %120, %45
  %122 = zext nneg i32 %52 to i64
  %123 = getelementptr inbounds nuw [33 x double], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 %122
  %124 = zext nneg i32 %117 to i64
  %125 = getelementptr inbounds nuw double, ptr %123, i64 %124
  %126 = icmp samesign ult i32 %38, 64
  %127 = lshr i32 %38, 3
  %128 = or disjoint i32 %127, 24
  %129 = or disjoint i32 %128, %26
  %130 = icmp slt i32 %129, %1
  %131 = sext i32 %129 to i64
  %132 = mul nsw i64 %131, %45
  %133 = zext nneg i32 %52 to i64
  %134 = getelementptr inbounds nuw [33 x double], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 %133
  %135 = zext nneg i32 %128 to i64
  %136 = getelementptr inbounds nuw double, ptr %134, i64 %135
  %137 = zext nneg i32 %40 to i64
  %138 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 %137
  %139 = zext nneg i32 %40 to i64
  %140 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 %139
  %141 = getelementptr inbounds nuw i8, ptr %140, i64 64
  %142 = zext nneg i32 %40 to i64
  %143 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 %142
  %144 = getelementptr inbounds nuw i8, ptr %143, i64 128
  %145 = zext nneg i32 %40 to i64
  %146 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 %145
  %147 = getelementptr inbounds nuw i8, ptr %146, i64 192
  %148 = zext nneg i32 %39 to i64
  %149 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 %148
  %150 = zext nneg i32 %39 to i64
  %151 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 %150
  %152 = getelementptr inbounds nuw i8, ptr %151, i64 64
  %153 = zext nneg i32 %39 to i64
  %154 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 %153
  %155 = getelementptr inbounds nuw i8, ptr %154, i64 128
  %156 = zext nneg i32 %39 to i64
  %157 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 %156
  %158 = getelementptr inbounds nuw i8, ptr %157, i64 192
  %159 = zext nneg i32 %40 to i64
  %160 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 264), i64 %159
  %161 = zext nneg i32 %40 to i64
  %162 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 264), i64 %161
  %163 = getelementptr inbounds nuw i8, ptr %162, i64 64
  %164 = zext nneg i32 %40 to i64
  %165 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 264), i64 %164
  %166 = getelementptr inbounds nuw i8, ptr %165, i64 128
  %167 = zext nneg i32 %40 to i64
  %168 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 264), i64 %167
  %169 = getelementptr inbounds nuw i8, ptr %168, i64 192
  %170 = zext nneg i32 %39 to i64
  %171 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 264), i64 %170
  %172 = zext nneg i32 %39 to i64
  %173 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 264), i64 %172
  %174 = getelementptr inbounds nuw i8, ptr %173, i64 64
  %175 = zext nneg i32 %39 to i64
  %176 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 264), i64 %175
  %177 = getelementptr inbounds nuw i8, ptr %176, i64 128
  %178 = zext nneg i32 %39 to i64
  %179 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 264), i64 %178
  %180 = getelementptr inbounds nuw i8, ptr %179, i64 192
  %181 = zext nneg i32 %40 to i64
  %182 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 528), i64 %181
  %183 = zext nneg i32 %40 to i64
  %184 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 528), i64 %183
  %185 = getelementptr inbounds nuw i8, ptr %184, i64 64
  %186 = zext nneg i32 %40 to i64
  %187 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 528), i64 %186
  %188 = getelementptr inbounds nuw i8, ptr %187, i64 128
  %189 = zext nneg i32 %40 to i64
  %190 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 528), i64 %189
  %191 = getelementptr inbounds nuw i8, ptr %190, i64 192
  %192 = zext nneg i32 %39 to i64
  %193 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 528), i64 %192
  %194 = zext nneg i32 %39 to i64
  %195 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 528), i64 %194
  %196 = getelementptr inbounds nuw i8, ptr %195, i64 64
  %197 = zext nneg i32 %39 to i64
  %198 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 528), i64 %197
  %199 = getelementptr inbounds nuw i8, ptr %198, i64 128
  %200 = zext nneg i32 %39 to i64
  %201 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 528), i64 %200
  %202 = getelementptr inbounds nuw i8, ptr %201, i64 192
  %203 = zext nneg i32 %40 to i64
  %204 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 792), i64 %203
  %205 = zext nneg i32 %40 to i64
  %206 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 792), i64 %205
  %207 = getelementptr inbounds nuw i8, ptr %206, i64 64
  %208 = zext nneg i32 %40 to i64
  %209 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 792), i64 %208
  %210 = getelementptr inbounds nuw i8, ptr %209, i64 128
  %211 = zext nneg i32 %40 to i64
  %212 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 792), i64 %211
  %213 = getelementptr inbounds nuw i8, ptr %212, i64 192
  %214 = zext nneg i32 %39 to i64
  %215 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 792), i64 %214
  %216 = zext nneg i32 %39 to i64
  %217 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 792), i64 %216
  %218 = getelementptr inbounds nuw i8, ptr %217, i64 64
  %219 = zext nneg i32 %39 to i64
  %220 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 792), i64 %219
  %221 = getelementptr inbounds nuw i8, ptr %220, i64 128
  %222 = zext nneg i32 %39 to i64
  %223 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 792), i64 %222
  %224 = getelementptr inbounds nuw i8, ptr %223, i64 192
  %225 = zext nneg i32 %40 to i64
  %226 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1056), i64 %225
  %227 = zext nneg i32 %40 to i64
  %228 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1056), i64 %227
  %229 = getelementptr inbounds nuw i8, ptr %228, i64 64
  %230 = zext nneg i32 %40 to i64
  %231 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1056), i64 %230
  %232 = getelementptr inbounds nuw i8, ptr %231, i64 128
  %233 = zext nneg i32 %40 to i64
  %234 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1056), i64 %233
  %235 = getelementptr inbounds nuw i8, ptr %234, i64 192
  %236 = zext nneg i32 %39 to i64
  %237 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1056), i64 %236
  %238 = zext nneg i32 %39 to i64
  %239 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1056), i64 %238
  %240 = getelementptr inbounds nuw i8, ptr %239, i64 64
  %241 = zext nneg i32 %39 to i64
  %242 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1056), i64 %241
  %243 = getelementptr inbounds nuw i8, ptr %242, i64 128
  %244 = zext nneg i32 %39 to i64
  %245 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1056), i64 %244
  %246 = getelementptr inbounds nuw i8, ptr %245, i64 192
  %247 = zext nneg i32 %40 to i64
  %248 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1320), i64 %247
  %249 = zext nneg i32 %40 to i64
  %250 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1320), i64 %249
  %251 = getelementptr inbounds nuw i8, ptr %250, i64 64
  %252 = zext nneg i32 %40 to i64
  %253 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1320), i64 %252
  %254 = getelementptr inbounds nuw i8, ptr %253, i64 128
  %255 = zext nneg i32 %40 to i64
  %256 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1320), i64 %255
  %257 = getelementptr inbounds nuw i8, ptr %256, i64 192
  %258 = zext nneg i32 %39 to i64
  %259 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1320), i64 %258
  %260 = zext nneg i32 %39 to i64
  %261 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1320), i64 %260
  %262 = getelementptr inbounds nuw i8, ptr %261, i64 64
  %263 = zext nneg i32 %39 to i64
  %264 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1320), i64 %263
  %265 = getelementptr inbounds nuw i8, ptr %264, i64 128
  %266 = zext nneg i32 %39 to i64
  %267 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1320), i64 %266
  %268 = getelementptr inbounds nuw i8, ptr %267, i64 192
  %269 = zext nneg i32 %40 to i64
  %270 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1584), i64 %269
  %271 = zext nneg i32 %40 to i64
  %272 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1584), i64 %271
  %273 = getelementptr inbounds nuw i8, ptr %272, i64 64
  %274 = zext nneg i32 %40 to i64
  %275 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1584), i64 %274
  %276 = getelementptr inbounds nuw i8, ptr %275, i64 128
  %277 = zext nneg i32 %40 to i64
  %278 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1584), i64 %277
  %279 = getelementptr inbounds nuw i8, ptr %278, i64 192
  %280 = zext nneg i32 %39 to i64
  %281 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1584), i64 %280
  %282 = zext nneg i32 %39 to i64
  %283 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1584), i64 %282
  %284 = getelementptr inbounds nuw i8, ptr %283, i64 64
  %285 = zext nneg i32 %39 to i64
  %286 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1584), i64 %285
  %287 = getelementptr inbounds nuw i8, ptr %286, i64 128
  %288 = zext nneg i32 %39 to i64
  %289 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1584), i64 %288
  %290 = getelementptr inbounds nuw i8, ptr %289, i64 192
  %291 = zext nneg i32 %40 to i64
  %292 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1848), i64 %291
  %293 = zext nneg i32 %40 to i64
  %294 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1848), i64 %293
  %295 = getelementptr inbounds nuw i8, ptr %294, i64 64
  %296 = zext nneg i32 %40 to i64
  %297 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1848), i64 %296
  %298 = getelementptr inbounds nuw i8, ptr %297, i64 128
  %299 = zext nneg i32 %40 to i64
  %300 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1848), i64 %299
  %301 = getelementptr inbounds nuw i8, ptr %300, i64 192
  %302 = zext nneg i32 %39 to i64
  %303 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1848), i64 %302
  %304 = zext nneg i32 %39 to i64
  %305 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1848), i64 %304
  %306 = getelementptr inbounds nuw i8, ptr %305, i64 64
  %307 = zext nneg i32 %39 to i64
  %308 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1848), i64 %307
  %309 = getelementptr inbounds nuw i8, ptr %308, i64 128
  %310 = zext nneg i32 %39 to i64
  %311 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1848), i64 %310
  %312 = getelementptr inbounds nuw i8, ptr %311, i64 192
  %313 = icmp slt i32 %46, %1
  %314 = sext i32 %46 to i64
  %315 = mul nsw i64 %314, %48
  %316 = icmp slt i32 %47, %0
  %317 = zext nneg i32 %47 to i64
  %318 = add nuw nsw i32 %47, 8
  %319 = icmp slt i32 %318, %0
  %320 = zext nneg i32 %318 to i64
  %321 = add nuw nsw i32 %47, 16
  %322 = icmp slt i32 %321, %0
  %323 = zext nneg i32 %321 to i64
  %324 = add nuw nsw i32 %47, 24
  %325 = icmp slt i32 %324, %0
  %326 = zext nneg i32 %324 to i64
  %327 = or disjoint i32 %46, 8
  %328 = icmp slt i32 %327, %1
  %329 = sext i32 %327 to i64
  %330 = mul nsw i64 %329, %48
  %331 = icmp slt i32 %47, %0
  %332 = zext nneg i32 %47 to i64
  %333 = add nuw nsw i32 %47, 8
  %334 = icmp slt i32 %333, %0
  %335 = zext nneg i32 %333 to i64
  %336 = add nuw nsw i32 %47, 16
  %337 = icmp slt i32 %336, %0
  %338 = zext nneg i32 %336 to i64
  %339 = add nuw nsw i32 %47, 24
  %340 = icmp slt i32 %339, %0
  %341 = zext nneg i32 %339 to i64
  %342 = or disjoint i32 %46, 16
  %343 = icmp slt i32 %342, %1
  %344 = sext i32 %342 to i64
  %345 = mul nsw i64 %344, %48
  %346 = icmp slt i32 %47, %0
  %347 = zext nneg i32 %47 to i64
  %348 = add nuw nsw i32 %47, 8
  %349 = icmp slt i32 %348, %0
  %350 = zext nneg i32 %348 to i64
  %351 = add nuw nsw i32 %47, 16
  %352 = icmp slt i32 %351, %0
  %353 = zext nneg i32 %351 to i64
  %354 = add nuw nsw i32 %47, 24
  %355 = icmp slt i32 %354, %0
  %356 = zext nneg i32 %354 to i64
  %357 = or disjoint i32 %46, 24
  %358 = icmp slt i32 %357, %1
  %359 = sext i32 %357 to i64
  %360 = mul nsw i64 %359, %48
  %361 = icmp slt i32 %47, %0
  %362 = zext nneg i32 %47 to i64
  %363 = add nuw nsw i32 %47, 8
  %364 = icmp slt i32 %363, %0
  %365 = zext nneg i32 %363 to i64
  %366 = add nuw nsw i32 %47, 16
  %367 = icmp slt i32 %366, %0
  %368 = zext nneg i32 %366 to i64
  %369 = add nuw nsw i32 %47, 24
  %370 = icmp slt i32 %369, %0
  %371 = zext nneg i32 %369 to i64
  br label %372

372:                                              ; preds = %37, %996
  %373 = phi i32 [ %35, %37 ], [ %997, %996 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !31)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !34)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !36)
  %374 = sext i32 %373 to i64
  %375 = mul nsw i64 %6, %374
  %376 = getelementptr inbounds double, ptr %4, i64 %375
  %377 = mul nsw i64 %9, %374
  %378 = getelementptr inbounds double, ptr %7, i64 %377
  %379 = mul nsw i64 %13, %374
  %380 = getelementptr inbounds double, ptr %11, i64 %379
  br i1 %41, label %381, label %812

381:                                              ; preds = %372
  %382 = getelementptr double, ptr %376, i64 %57
  %383 = getelementptr double, ptr %376, i64 %68
  %384 = getelementptr double, ptr %376, i64 %79
  %385 = getelementptr double, ptr %376, i64 %90
  %386 = getelementptr double, ptr %378, i64 %99
  %387 = getelementptr double, ptr %378, i64 %110
  %388 = getelementptr double, ptr %378, i64 %121
  %389 = getelementptr double, ptr %378, i64 %132
  br label %390

390:                                              ; preds = %381, %449
  %391 = phi double [ %769, %449 ], [ 0.000000e+00, %381 ]
  %392 = phi double [ %767, %449 ], [ 0.000000e+00, %381 ]
  %393 = phi double [ %765, %449 ], [ 0.000000e+00, %381 ]
  %394 = phi double [ %763, %449 ], [ 0.000000e+00, %381 ]
  %395 = phi double [ %761, %449 ], [ 0.000000e+00, %381 ]
  %396 = phi double [ %759, %449 ], [ 0.000000e+00, %381 ]
  %397 = phi double [ %757, %449 ], [ 0.000000e+00, %381 ]
  %398 = phi double [ %755, %449 ], [ 0.000000e+00, %381 ]
  %399 = phi double [ %753, %449 ], [ 0.000000e+00, %381 ]
  %400 = phi double [ %751, %449 ], [ 0.000000e+00, %381 ]
  %401 = phi double [ %749, %449 ], [ 0.000000e+00, %381 ]
  %402 = phi double [ %747, %449 ], [ 0.000000e+00, %381 ]
  %403 = phi double [ %745, %449 ], [ 0.000000e+00, %381 ]
  %404 = phi double [ %743, %449 ], [ 0.000000e+00, %381 ]
  %405 = phi double [ %741, %449 ], [ 0.000000e+00, %381 ]
  %406 = phi double [ %739, %449 ], [ 0.000000e+00, %381 ]
  %407 = phi i32 [ %770, %449 ], [ 0, %381 ]
  br i1 %42, label %409, label %408

408:                                              ; preds = %417, %427, %437, %447, %390
  br i1 %44, label %772, label %449

409:                                              ; preds = %390
  %410 = or disjoint i32 %51, %407
  %411 = icmp slt i32 %410, %2
  %412 = select i1 %55, i1 %411, i1 false
  br i1 %412, label %413, label %417

413:                                              ; preds = %409
  %414 = zext nneg i32 %410 to i64
  %415 = getelementptr double, ptr %382, i64 %414
  %416 = load double, ptr %415, align 8, !tbaa !38, !alias.scope !31, !noalias !40
  br label %417

417:                                              ; preds = %413, %409
  %418 = phi double [ %416, %413 ], [ 0.000000e+00, %409 ]
  store double %418, ptr %61, align 8, !tbaa !38, !noalias !41
  br i1 %62, label %419, label %408, !llvm.loop !42

419:                                              ; preds = %417
  %420 = or disjoint i32 %51, %407
  %421 = icmp slt i32 %420, %2
  %422 = select i1 %66, i1 %421, i1 false
  br i1 %422, label %423, label %427

423:                                              ; preds = %419
  %424 = zext nneg i32 %420 to i64
  %425 = getelementptr double, ptr %383, i64 %424
  %426 = load double, ptr %425, align 8, !tbaa !38, !alias.scope !31, !noalias !40
  br label %427

427:                                              ; preds = %423, %419
  %428 = phi double [ %426, %423 ], [ 0.000000e+00, %419 ]
  store double %428, ptr %72, align 8, !tbaa !38, !noalias !41
  br i1 %73, label %429, label %408, !llvm.loop !42

429:                                              ; preds = %427
  %430 = or disjoint i32 %51, %407
  %431 = icmp slt i32 %430, %2
  %432 = select i1 %77, i1 %431, i1 false
  br i1 %432, label %433, label %437

433:                                              ; preds = %429
  %434 = zext nneg i32 %430 to i64
  %435 = getelementptr double, ptr %384, i64 %434
  %436 = load double, ptr %435, align 8, !tbaa !38, !alias.scope !31, !noalias !40
  br label %437

437:                                              ; preds = %433, %429
  %438 = phi double [ %436, %433 ], [ 0.000000e+00, %429 ]
  store double %438, ptr %83, align 8, !tbaa !38, !noalias !41
  br i1 %84, label %439, label %408, !llvm.loop !42

439:                                              ; preds = %437
  %440 = or disjoint i32 %51, %407
  %441 = icmp slt i32 %440, %2
  %442 = select i1 %88, i1 %441, i1 false
  br i1 %442, label %443, label %447

443:                                              ; preds = %439
  %444 = zext nneg i32 %440 to i64
  %445 = getelementptr double, ptr %385, i64 %444
  %446 = load double, ptr %445, align 8, !tbaa !38, !alias.scope !31, !noalias !40
  br label %447

447:                                              ; preds = %443, %439
  %448 = phi double [ %446, %443 ], [ 0.000000e+00, %439 ]
  store double %448, ptr %94, align 8, !tbaa !38, !noalias !41
  br label %408

449:                                              ; preds = %780, %790, %800, %810, %408
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !41
  %450 = load double, ptr %138, align 8, !tbaa !38, !noalias !41
  %451 = load double, ptr %141, align 8, !tbaa !38, !noalias !41
  %452 = load double, ptr %144, align 8, !tbaa !38, !noalias !41
  %453 = load double, ptr %147, align 8, !tbaa !38, !noalias !41
  %454 = load double, ptr %149, align 8, !tbaa !38, !noalias !41
  %455 = load double, ptr %152, align 8, !tbaa !38, !noalias !41
  %456 = load double, ptr %155, align 8, !tbaa !38, !noalias !41
  %457 = load double, ptr %158, align 8, !tbaa !38, !noalias !41
  %458 = fmul contract double %450, %454
  %459 = fadd contract double %406, %458
  %460 = fmul contract double %450, %455
  %461 = fadd contract double %405, %460
  %462 = fmul contract double %450, %456
  %463 = fadd contract double %404, %462
  %464 = fmul contract double %450, %457
  %465 = fadd contract double %403, %464
  %466 = fmul contract double %451, %454
  %467 = fadd contract double %402, %466
  %468 = fmul contract double %451, %455
  %469 = fadd contract double %401, %468
  %470 = fmul contract double %451, %456
  %471 = fadd contract double %400, %470
  %472 = fmul contract double %451, %457
  %473 = fadd contract double %399, %472
  %474 = fmul contract double %452, %454
  %475 = fadd contract double %398, %474
  %476 = fmul contract double %452, %455
  %477 = fadd contract double %397, %476
  %478 = fmul contract double %452, %456
  %479 = fadd contract double %396, %478
  %480 = fmul contract double %452, %457
  %481 = fadd contract double %395, %480
  %482 = fmul contract double %453, %454
  %483 = fadd contract double %394, %482
  %484 = fmul contract double %453, %455
  %485 = fadd contract double %393, %484
  %486 = fmul contract double %453, %456
  %487 = fadd contract double %392, %486
  %488 = fmul contract double %453, %457
  %489 = fadd contract double %391, %488
  %490 = load double, ptr %160, align 8, !tbaa !38, !noalias !41
  %491 = load double, ptr %163, align 8, !tbaa !38, !noalias !41
  %492 = load double, ptr %166, align 8, !tbaa !38, !noalias !41
  %493 = load double, ptr %169, align 8, !tbaa !38, !noalias !41
  %494 = load double, ptr %171, align 8, !tbaa !38, !noalias !41
  %495 = load double, ptr %174, align 8, !tbaa !38, !noalias !41
  %496 = load double, ptr %177, align 8, !tbaa !38, !noalias !41
  %497 = load double, ptr %180, align 8, !tbaa !38, !noalias !41
  %498 = fmul contract double %490, %494
  %499 = fadd contract double %459, %498
  %500 = fmul contract double %490, %495
  %501 = fadd contract double %461, %500
  %502 = fmul contract double %490, %496
  %503 = fadd contract double %463, %502
  %504 = fmul contract double %490, %497
  %505 = fadd contract double %465, %504
  %506 = fmul contract double %491, %494
  %507 = fadd contract double %467, %506
  %508 = fmul contract double %491, %495
  %509 = fadd contract double %469, %508
  %510 = fmul contract double %491, %496
  %511 = fadd contract double %471, %510
  %512 = fmul contract double %491, %497
  %513 = fadd contract double %473, %512
  %514 = fmul contract double %492, %494
  %515 = fadd contract double %475, %514
  %516 = fmul contract double %492, %495
  %517 = fadd contract double %477, %516
  %518 = fmul contract double %492, %496
  %519 = fadd contract double %479, %518
  %520 = fmul contract double %492, %497
  %521 = fadd contract double %481, %520
  %522 = fmul contract double %493, %494
  %523 = fadd contract double %483, %522
  %524 = fmul contract double %493, %495
  %525 = fadd contract double %485, %524
  %526 = fmul contract double %493, %496
  %527 = fadd contract double %487, %526
  %528 = fmul contract double %493, %497
  %529 = fadd contract double %489, %528
  %530 = load double, ptr %182, align 8, !tbaa !38, !noalias !41
  %531 = load double, ptr %185, align 8, !tbaa !38, !noalias !41
  %532 = load double, ptr %188, align 8, !tbaa !38, !noalias !41
  %533 = load double, ptr %191, align 8, !tbaa !38, !noalias !41
  %534 = load double, ptr %193, align 8, !tbaa !38, !noalias !41
  %535 = load double, ptr %196, align 8, !tbaa !38, !noalias !41
  %536 = load double, ptr %199, align 8, !tbaa !38, !noalias !41
  %537 = load double, ptr %202, align 8, !tbaa !38, !noalias !41
  %538 = fmul contract double %530, %534
  %539 = fadd contract double %499, %538
  %540 = fmul contract double %530, %535
  %541 = fadd contract double %501, %540
  %542 = fmul contract double %530, %536
  %543 = fadd contract double %503, %542
  %544 = fmul contract double %530, %537
  %545 = fadd contract double %505, %544
  %546 = fmul contract double %531, %534
  %547 = fadd contract double %507, %546
  %548 = fmul contract double %531, %535
  %549 = fadd contract double %509, %548
  %550 = fmul contract double %531, %536
  %551 = fadd contract double %511, %550
  %552 = fmul contract double %531, %537
  %553 = fadd contract double %513, %552
  %554 = fmul contract double %532, %534
  %555 = fadd contract double %515, %554
  %556 = fmul contract double %532, %535
  %557 = fadd contract double %517, %556
  %558 = fmul contract double %532, %536
  %559 = fadd contract double %519, %558
  %560 = fmul contract double %532, %537
  %561 = fadd contract double %521, %560
  %562 = fmul contract double %533, %534
  %563 = fadd contract double %523, %562
  %564 = fmul contract double %533, %535
  %565 = fadd contract double %525, %564
  %566 = fmul contract double %533, %536
  %567 = fadd contract double %527, %566
  %568 = fmul contract double %533, %537
  %569 = fadd contract double %529, %568
  %570 = load double, ptr %204, align 8, !tbaa !38, !noalias !41
  %571 = load double, ptr %207, align 8, !tbaa !38, !noalias !41
  %572 = load double, ptr %210, align 8, !tbaa !38, !noalias !41
  %573 = load double, ptr %213, align 8, !tbaa !38, !noalias !41
  %574 = load double, ptr %215, align 8, !tbaa !38, !noalias !41
  %575 = load double, ptr %218, align 8, !tbaa !38, !noalias !41
  %576 = load double, ptr %221, align 8, !tbaa !38, !noalias !41
  %577 = load double, ptr %224, align 8, !tbaa !38, !noalias !41
  %578 = fmul contract double %570, %574
  %579 = fadd contract double %539, %578
  %580 = fmul contract double %570, %575
  %581 = fadd contract double %541, %580
  %582 = fmul contract double %570, %576
  %583 = fadd contract double %543, %582
  %584 = fmul contract double %570, %577
  %585 = fadd contract double %545, %584
  %586 = fmul contract double %571, %574
  %587 = fadd contract double %547, %586
  %588 = fmul contract double %571, %575
  %589 = fadd contract double %549, %588
  %590 = fmul contract double %571, %576
  %591 = fadd contract double %551, %590
  %592 = fmul contract double %571, %577
  %593 = fadd contract double %553, %592
  %594 = fmul contract double %572, %574
  %595 = fadd contract double %555, %594
  %596 = fmul contract double %572, %575
  %597 = fadd contract double %557, %596
  %598 = fmul contract double %572, %576
  %599 = fadd contract double %559, %598
  %600 = fmul contract double %572, %577
  %601 = fadd contract double %561, %600
  %602 = fmul contract double %573, %574
  %603 = fadd contract double %563, %602
  %604 = fmul contract double %573, %575
  %605 = fadd contract double %565, %604
  %606 = fmul contract double %573, %576
  %607 = fadd contract double %567, %606
  %608 = fmul contract double %573, %577
  %609 = fadd contract double %569, %608
  %610 = load double, ptr %226, align 8, !tbaa !38, !noalias !41
  %611 = load double, ptr %229, align 8, !tbaa !38, !noalias !41
  %612 = load double, ptr %232, align 8, !tbaa !38, !noalias !41
  %613 = load double, ptr %235, align 8, !tbaa !38, !noalias !41
  %614 = load double, ptr %237, align 8, !tbaa !38, !noalias !41
  %615 = load double, ptr %240, align 8, !tbaa !38, !noalias !41
  %616 = load double, ptr %243, align 8, !tbaa !38, !noalias !41
  %617 = load double, ptr %246, align 8, !tbaa !38, !noalias !41
  %618 = fmul contract double %610, %614
  %619 = fadd contract double %579, %618
  %620 = fmul contract double %610, %615
  %621 = fadd contract double %581, %620
  %622 = fmul contract double %610, %616
  %623 = fadd contract double %583, %622
  %624 = fmul contract double %610, %617
  %625 = fadd contract double %585, %624
  %626 = fmul contract double %611, %614
  %627 = fadd contract double %587, %626
  %628 = fmul contract double %611, %615
  %629 = fadd contract double %589, %628
  %630 = fmul contract double %611, %616
  %631 = fadd contract double %591, %630
  %632 = fmul contract double %611, %617
  %633 = fadd contract double %593, %632
  %634 = fmul contract double %612, %614
  %635 = fadd contract double %595, %634
  %636 = fmul contract double %612, %615
  %637 = fadd contract double %597, %636
  %638 = fmul contract double %612, %616
  %639 = fadd contract double %599, %638
  %640 = fmul contract double %612, %617
  %641 = fadd contract double %601, %640
  %642 = fmul contract double %613, %614
  %643 = fadd contract double %603, %642
  %644 = fmul contract double %613, %615
  %645 = fadd contract double %605, %644
  %646 = fmul contract double %613, %616
  %647 = fadd contract double %607, %646
  %648 = fmul contract double %613, %617
  %649 = fadd contract double %609, %648
  %650 = load double, ptr %248, align 8, !tbaa !38, !noalias !41
  %651 = load double, ptr %251, align 8, !tbaa !38, !noalias !41
  %652 = load double, ptr %254, align 8, !tbaa !38, !noalias !41
  %653 = load double, ptr %257, align 8, !tbaa !38, !noalias !41
  %654 = load double, ptr %259, align 8, !tbaa !38, !noalias !41
  %655 = load double, ptr %262, align 8, !tbaa !38, !noalias !41
  %656 = load double, ptr %265, align 8, !tbaa !38, !noalias !41
  %657 = load double, ptr %268, align 8, !tbaa !38, !noalias !41
  %658 = fmul contract double %650, %654
  %659 = fadd contract double %619, %658
  %660 = fmul contract double %650, %655
  %661 = fadd contract double %621, %660
  %662 = fmul contract double %650, %656
  %663 = fadd contract double %623, %662
  %664 = fmul contract double %650, %657
  %665 = fadd contract double %625, %664
  %666 = fmul contract double %651, %654
  %667 = fadd contract double %627, %666
  %668 = fmul contract double %651, %655
  %669 = fadd contract double %629, %668
  %670 = fmul contract double %651, %656
  %671 = fadd contract double %631, %670
  %672 = fmul contract double %651, %657
  %673 = fadd contract double %633, %672
  %674 = fmul contract double %652, %654
  %675 = fadd contract double %635, %674
  %676 = fmul contract double %652, %655
  %677 = fadd contract double %637, %676
  %678 = fmul contract double %652, %656
  %679 = fadd contract double %639, %678
  %680 = fmul contract double %652, %657
  %681 = fadd contract double %641, %680
  %682 = fmul contract double %653, %654
  %683 = fadd contract double %643, %682
  %684 = fmul contract double %653, %655
  %685 = fadd contract double %645, %684
  %686 = fmul contract double %653, %656
  %687 = fadd contract double %647, %686
  %688 = fmul contract double %653, %657
  %689 = fadd contract double %649, %688
  %690 = load double, ptr %270, align 8, !tbaa !38, !noalias !41
  %691 = load double, ptr %273, align 8, !tbaa !38, !noalias !41
  %692 = load double, ptr %276, align 8, !tbaa !38, !noalias !41
  %693 = load double, ptr %279, align 8, !tbaa !38, !noalias !41
  %694 = load double, ptr %281, align 8, !tbaa !38, !noalias !41
  %695 = load double, ptr %284, align 8, !tbaa !38, !noalias !41
  %696 = load double, ptr %287, align 8, !tbaa !38, !noalias !41
  %697 = load double, ptr %290, align 8, !tbaa !38, !noalias !41
  %698 = fmul contract double %690, %694
  %699 = fadd contract double %659, %698
  %700 = fmul contract double %690, %695
  %701 = fadd contract double %661, %700
  %702 = fmul contract double %690, %696
  %703 = fadd contract double %663, %702
  %704 = fmul contract double %690, %697
  %705 = fadd contract double %665, %704
  %706 = fmul contract double %691, %694
  %707 = fadd contract double %667, %706
  %708 = fmul contract double %691, %695
  %709 = fadd contract double %669, %708
  %710 = fmul contract double %691, %696
  %711 = fadd contract double %671, %710
  %712 = fmul contract double %691, %697
  %713 = fadd contract double %673, %712
  %714 = fmul contract double %692, %694
  %715 = fadd contract double %675, %714
  %716 = fmul contract double %692, %695
  %717 = fadd contract double %677, %716
  %718 = fmul contract double %692, %696
  %719 = fadd contract double %679, %718
  %720 = fmul contract double %692, %697
  %721 = fadd contract double %681, %720
  %722 = fmul contract double %693, %694
  %723 = fadd contract double %683, %722
  %724 = fmul contract double %693, %695
  %725 = fadd contract double %685, %724
  %726 = fmul contract double %693, %696
  %727 = fadd contract double %687, %726
  %728 = fmul contract double %693, %697
  %729 = fadd contract double %689, %728
  %730 = load double, ptr %292, align 8, !tbaa !38, !noalias !41
  %731 = load double, ptr %295, align 8, !tbaa !38, !noalias !41
  %732 = load double, ptr %298, align 8, !tbaa !38, !noalias !41
  %733 = load double, ptr %301, align 8, !tbaa !38, !noalias !41
  %734 = load double, ptr %303, align 8, !tbaa !38, !noalias !41
  %735 = load double, ptr %306, align 8, !tbaa !38, !noalias !41
  %736 = load double, ptr %309, align 8, !tbaa !38, !noalias !41
  %737 = load double, ptr %312, align 8, !tbaa !38, !noalias !41
  %738 = fmul contract double %730, %734
  %739 = fadd contract double %699, %738
  %740 = fmul contract double %730, %735
  %741 = fadd contract double %701, %740
  %742 = fmul contract double %730, %736
  %743 = fadd contract double %703, %742
  %744 = fmul contract double %730, %737
  %745 = fadd contract double %705, %744
  %746 = fmul contract double %731, %734
  %747 = fadd contract double %707, %746
  %748 = fmul contract double %731, %735
  %749 = fadd contract double %709, %748
  %750 = fmul contract double %731, %736
  %751 = fadd contract double %711, %750
  %752 = fmul contract double %731, %737
  %753 = fadd contract double %713, %752
  %754 = fmul contract double %732, %734
  %755 = fadd contract double %715, %754
  %756 = fmul contract double %732, %735
  %757 = fadd contract double %717, %756
  %758 = fmul contract double %732, %736
  %759 = fadd contract double %719, %758
  %760 = fmul contract double %732, %737
  %761 = fadd contract double %721, %760
  %762 = fmul contract double %733, %734
  %763 = fadd contract double %723, %762
  %764 = fmul contract double %733, %735
  %765 = fadd contract double %725, %764
  %766 = fmul contract double %733, %736
  %767 = fadd contract double %727, %766
  %768 = fmul contract double %733, %737
  %769 = fadd contract double %729, %768
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !41
  %770 = add nuw nsw i32 %407, 8
  %771 = icmp slt i32 %770, %2
  br i1 %771, label %390, label %812, !llvm.loop !43

772:                                              ; preds = %408
  %773 = or disjoint i32 %52, %407
  %774 = icmp slt i32 %773, %2
  %775 = select i1 %97, i1 %774, i1 false
  br i1 %775, label %776, label %780

776:                                              ; preds = %772
  %777 = zext nneg i32 %773 to i64
  %778 = getelementptr double, ptr %386, i64 %777
  %779 = load double, ptr %778, align 8, !tbaa !38, !alias.scope !34, !noalias !44
  br label %780

780:                                              ; preds = %776, %772
  %781 = phi contract double [ %779, %776 ], [ 0.000000e+00, %772 ]
  store double %781, ptr %103, align 8, !tbaa !38, !noalias !41
  br i1 %104, label %782, label %449, !llvm.loop !45

782:                                              ; preds = %780
  %783 = or disjoint i32 %52, %407
  %784 = icmp slt i32 %783, %2
  %785 = select i1 %108, i1 %784, i1 false
  br i1 %785, label %786, label %790

786:                                              ; preds = %782
  %787 = zext nneg i32 %783 to i64
  %788 = getelementptr double, ptr %387, i64 %787
  %789 = load double, ptr %788, align 8, !tbaa !38, !alias.scope !34, !noalias !44
  br label %790

790:                                              ; preds = %786, %782
  %791 = phi contract double [ %789, %786 ], [ 0.000000e+00, %782 ]
  store double %791, ptr %114, align 8, !tbaa !38, !noalias !41
  br i1 %115, label %792, label %449, !llvm.loop !45

792:                                              ; preds = %790
  %793 = or disjoint i32 %52, %407
  %794 = icmp slt i32 %793, %2
  %795 = select i1 %119, i1 %794, i1 false
  br i1 %795, label %796, label %800

796:                                              ; preds = %792
  %797 = zext nneg i32 %793 to i64
  %798 = getelementptr double, ptr %388, i64 %797
  %799 = load double, ptr %798, align 8, !tbaa !38, !alias.scope !34, !noalias !44
  br label %800

800:                                              ; preds = %796, %792
  %801 = phi contract double [ %799, %796 ], [ 0.000000e+00, %792 ]
  store double %801, ptr %125, align 8, !tbaa !38, !noalias !41
  br i1 %126, label %802, label %449, !llvm.loop !45

802:                                              ; preds = %800
  %803 = or disjoint i32 %52, %407
  %804 = icmp slt i32 %803, %2
  %805 = select i1 %130, i1 %804, i1 false
  br i1 %805, label %806, label %810

806:                                              ; preds = %802
  %807 = zext nneg i32 %803 to i64
  %808 = getelementptr double, ptr %389, i64 %807
  %809 = load double, ptr %808, align 8, !tbaa !38, !alias.scope !34, !noalias !44
  br label %810

810:                                              ; preds = %806, %802
  %811 = phi contract double [ %809, %806 ], [ 0.000000e+00, %802 ]
  store double %811, ptr %136, align 8, !tbaa !38, !noalias !41
  br label %449

812:                                              ; preds = %449, %372
  %813 = phi double [ 0.000000e+00, %372 ], [ %769, %449 ]
  %814 = phi double [ 0.000000e+00, %372 ], [ %767, %449 ]
  %815 = phi double [ 0.000000e+00, %372 ], [ %765, %449 ]
  %816 = phi double [ 0.000000e+00, %372 ], [ %763, %449 ]
  %817 = phi double [ 0.000000e+00, %372 ], [ %761, %449 ]
  %818 = phi double [ 0.000000e+00, %372 ], [ %759, %449 ]
  %819 = phi double [ 0.000000e+00, %372 ], [ %757, %449 ]
  %820 = phi double [ 0.000000e+00, %372 ], [ %755, %449 ]
  %821 = phi double [ 0.000000e+00, %372 ], [ %753, %449 ]
  %822 = phi double [ 0.000000e+00, %372 ], [ %751, %449 ]
  %823 = phi double [ 0.000000e+00, %372 ], [ %749, %449 ]
  %824 = phi double [ 0.000000e+00, %372 ], [ %747, %449 ]
  %825 = phi double [ 0.000000e+00, %372 ], [ %745, %449 ]
  %826 = phi double [ 0.000000e+00, %372 ], [ %743, %449 ]
  %827 = phi double [ 0.000000e+00, %372 ], [ %741, %449 ]
  %828 = phi double [ 0.000000e+00, %372 ], [ %739, %449 ]
  br i1 %313, label %829, label %870

829:                                              ; preds = %812
  %830 = getelementptr double, ptr %380, i64 %315
  br i1 %316, label %831, label %840

831:                                              ; preds = %829
  %832 = getelementptr double, ptr %830, i64 %317
  %833 = fmul contract double %3, %828
  br i1 %49, label %838, label %834

834:                                              ; preds = %831
  %835 = load double, ptr %832, align 8, !tbaa !38, !alias.scope !36, !noalias !46
  %836 = fmul contract double %10, %835
  %837 = fadd contract double %833, %836
  br label %838

838:                                              ; preds = %831, %834
  %839 = phi contract double [ %837, %834 ], [ %833, %831 ]
  store double %839, ptr %832, align 8, !tbaa !38, !alias.scope !36, !noalias !46
  br label %840

840:                                              ; preds = %838, %829
  br i1 %319, label %841, label %850

841:                                              ; preds = %840
  %842 = getelementptr double, ptr %830, i64 %320
  %843 = fmul contract double %3, %824
  br i1 %49, label %848, label %844

844:                                              ; preds = %841
  %845 = load double, ptr %842, align 8, !tbaa !38, !alias.scope !36, !noalias !46
  %846 = fmul contract double %10, %845
  %847 = fadd contract double %843, %846
  br label %848

848:                                              ; preds = %841, %844
  %849 = phi contract double [ %847, %844 ], [ %843, %841 ]
  store double %849, ptr %842, align 8, !tbaa !38, !alias.scope !36, !noalias !46
  br label %850

850:                                              ; preds = %848, %840
  br i1 %322, label %851, label %860

851:                                              ; preds = %850
  %852 = getelementptr double, ptr %830, i64 %323
  %853 = fmul contract double %3, %820
  br i1 %49, label %858, label %854

854:                                              ; preds = %851
  %855 = load double, ptr %852, align 8, !tbaa !38, !alias.scope !36, !noalias !46
  %856 = fmul contract double %10, %855
  %857 = fadd contract double %853, %856
  br label %858

858:                                              ; preds = %851, %854
  %859 = phi contract double [ %857, %854 ], [ %853, %851 ]
  store double %859, ptr %852, align 8, !tbaa !38, !alias.scope !36, !noalias !46
  br label %860

860:                                              ; preds = %858, %850
  br i1 %325, label %861, label %870

861:                                              ; preds = %860
  %862 = getelementptr double, ptr %830, i64 %326
  %863 = fmul contract double %3, %816
  br i1 %49, label %868, label %864

864:                                              ; preds = %861
  %865 = load double, ptr %862, align 8, !tbaa !38, !alias.scope !36, !noalias !46
  %866 = fmul contract double %10, %865
  %867 = fadd contract double %863, %866
  br label %868

868:                                              ; preds = %861, %864
  %869 = phi contract double [ %867, %864 ], [ %863, %861 ]
  store double %869, ptr %862, align 8, !tbaa !38, !alias.scope !36, !noalias !46
  br label %870

870:                                              ; preds = %860, %868, %812
  br i1 %328, label %871, label %912

871:                                              ; preds = %870
  %872 = getelementptr double, ptr %380, i64 %330
  br i1 %331, label %873, label %882

873:                                              ; preds = %871
  %874 = getelementptr double, ptr %872, i64 %332
  %875 = fmul contract double %3, %827
  br i1 %49, label %880, label %876

876:                                              ; preds = %873
  %877 = load double, ptr %874, align 8, !tbaa !38, !alias.scope !36, !noalias !46
  %878 = fmul contract double %10, %877
  %879 = fadd contract double %875, %878
  br label %880

880:                                              ; preds = %873, %876
  %881 = phi contract double [ %879, %876 ], [ %875, %873 ]
  store double %881, ptr %874, align 8, !tbaa !38, !alias.scope !36, !noalias !46
  br label %882

882:                                              ; preds = %880, %871
  br i1 %334, label %883, label %892

883:                                              ; preds = %882
  %884 = getelementptr double, ptr %872, i64 %335
  %885 = fmul contract double %3, %823
  br i1 %49, label %890, label %886

886:                                              ; preds = %883
  %887 = load double, ptr %884, align 8, !tbaa !38, !alias.scope !36, !noalias !46
  %888 = fmul contract double %10, %887
  %889 = fadd contract double %885, %888
  br label %890

890:                                              ; preds = %883, %886
  %891 = phi contract double [ %889, %886 ], [ %885, %883 ]
  store double %891, ptr %884, align 8, !tbaa !38, !alias.scope !36, !noalias !46
  br label %892

892:                                              ; preds = %890, %882
  br i1 %337, label %893, label %902

893:                                              ; preds = %892
  %894 = getelementptr double, ptr %872, i64 %338
  %895 = fmul contract double %3, %819
  br i1 %49, label %900, label %896

896:                                              ; preds = %893
  %897 = load double, ptr %894, align 8, !tbaa !38, !alias.scope !36, !noalias !46
  %898 = fmul contract double %10, %897
  %899 = fadd contract double %895, %898
  br label %900

900:                                              ; preds = %893, %896
  %901 = phi contract double [ %899, %896 ], [ %895, %893 ]
  store double %901, ptr %894, align 8, !tbaa !38, !alias.scope !36, !noalias !46
  br label %902

902:                                              ; preds = %900, %892
  br i1 %340, label %903, label %912

903:                                              ; preds = %902
  %904 = getelementptr double, ptr %872, i64 %341
  %905 = fmul contract double %3, %815
  br i1 %49, label %910, label %906

906:                                              ; preds = %903
  %907 = load double, ptr %904, align 8, !tbaa !38, !alias.scope !36, !noalias !46
  %908 = fmul contract double %10, %907
  %909 = fadd contract double %905, %908
  br label %910

910:                                              ; preds = %903, %906
  %911 = phi contract double [ %909, %906 ], [ %905, %903 ]
  store double %911, ptr %904, align 8, !tbaa !38, !alias.scope !36, !noalias !46
  br label %912

912:                                              ; preds = %902, %910, %870
  br i1 %343, label %913, label %954

913:                                              ; preds = %912
  %914 = getelementptr double, ptr %380, i64 %345
  br i1 %346, label %915, label %924

915:                                              ; preds = %913
  %916 = getelementptr double, ptr %914, i64 %347
  %917 = fmul contract double %3, %826
  br i1 %49, label %922, label %918

918:                                              ; preds = %915
  %919 = load double, ptr %916, align 8, !tbaa !38, !alias.scope !36, !noalias !46
  %920 = fmul contract double %10, %919
  %921 = fadd contract double %917, %920
  br label %922

922:                                              ; preds = %915, %918
  %923 = phi contract double [ %921, %918 ], [ %917, %915 ]
  store double %923, ptr %916, align 8, !tbaa !38, !alias.scope !36, !noalias !46
  br label %924

924:                                              ; preds = %922, %913
  br i1 %349, label %925, label %934

925:                                              ; preds = %924
  %926 = getelementptr double, ptr %914, i64 %350
  %927 = fmul contract double %3, %822
  br i1 %49, label %932, label %928

928:                                              ; preds = %925
  %929 = load double, ptr %926, align 8, !tbaa !38, !alias.scope !36, !noalias !46
  %930 = fmul contract double %10, %929
  %931 = fadd contract double %927, %930
  br label %932

932:                                              ; preds = %925, %928
  %933 = phi contract double [ %931, %928 ], [ %927, %925 ]
  store double %933, ptr %926, align 8, !tbaa !38, !alias.scope !36, !noalias !46
  br label %934

934:                                              ; preds = %932, %924
  br i1 %352, label %935, label %944

935:                                              ; preds = %934
  %936 = getelementptr double, ptr %914, i64 %353
  %937 = fmul contract double %3, %818
  br i1 %49, label %942, label %938

938:                                              ; preds = %935
  %939 = load double, ptr %936, align 8, !tbaa !38, !alias.scope !36, !noalias !46
  %940 = fmul contract double %10, %939
  %941 = fadd contract double %937, %940
  br label %942

942:                                              ; preds = %935, %938
  %943 = phi contract double [ %941, %938 ], [ %937, %935 ]
  store double %943, ptr %936, align 8, !tbaa !38, !alias.scope !36, !noalias !46
  br label %944

944:                                              ; preds = %942, %934
  br i1 %355, label %945, label %954

945:                                              ; preds = %944
  %946 = getelementptr double, ptr %914, i64 %356
  %947 = fmul contract double %3, %814
  br i1 %49, label %952, label %948

948:                                              ; preds = %945
  %949 = load double, ptr %946, align 8, !tbaa !38, !alias.scope !36, !noalias !46
  %950 = fmul contract double %10, %949
  %951 = fadd contract double %947, %950
  br label %952

952:                                              ; preds = %945, %948
  %953 = phi contract double [ %951, %948 ], [ %947, %945 ]
  store double %953, ptr %946, align 8, !tbaa !38, !alias.scope !36, !noalias !46
  br label %954

954:                                              ; preds = %944, %952, %912
  br i1 %358, label %955, label %996

955:                                              ; preds = %954
  %956 = getelementptr double, ptr %380, i64 %360
  br i1 %361, label %957, label %966

957:                                              ; preds = %955
  %958 = getelementptr double, ptr %956, i64 %362
  %959 = fmul contract double %3, %825
  br i1 %49, label %964, label %960

960:                                              ; preds = %957
  %961 = load double, ptr %958, align 8, !tbaa !38, !alias.scope !36, !noalias !46
  %962 = fmul contract double %10, %961
  %963 = fadd contract double %959, %962
  br label %964

964:                                              ; preds = %957, %960
  %965 = phi contract double [ %963, %960 ], [ %959, %957 ]
  store double %965, ptr %958, align 8, !tbaa !38, !alias.scope !36, !noalias !46
  br label %966

966:                                              ; preds = %964, %955
  br i1 %364, label %967, label %976

967:                                              ; preds = %966
  %968 = getelementptr double, ptr %956, i64 %365
  %969 = fmul contract double %3, %821
  br i1 %49, label %974, label %970

970:                                              ; preds = %967
  %971 = load double, ptr %968, align 8, !tbaa !38, !alias.scope !36, !noalias !46
  %972 = fmul contract double %10, %971
  %973 = fadd contract double %969, %972
  br label %974

974:                                              ; preds = %967, %970
  %975 = phi contract double [ %973, %970 ], [ %969, %967 ]
  store double %975, ptr %968, align 8, !tbaa !38, !alias.scope !36, !noalias !46
  br label %976

976:                                              ; preds = %974, %966
  br i1 %367, label %977, label %986

977:                                              ; preds = %976
  %978 = getelementptr double, ptr %956, i64 %368
  %979 = fmul contract double %3, %817
  br i1 %49, label %984, label %980

980:                                              ; preds = %977
  %981 = load double, ptr %978, align 8, !tbaa !38, !alias.scope !36, !noalias !46
  %982 = fmul contract double %10, %981
  %983 = fadd contract double %979, %982
  br label %984

984:                                              ; preds = %977, %980
  %985 = phi contract double [ %983, %980 ], [ %979, %977 ]
  store double %985, ptr %978, align 8, !tbaa !38, !alias.scope !36, !noalias !46
  br label %986

986:                                              ; preds = %984, %976
  br i1 %370, label %987, label %996

987:                                              ; preds = %986
  %988 = getelementptr double, ptr %956, i64 %371
  %989 = fmul contract double %3, %813
  br i1 %49, label %994, label %990

990:                                              ; preds = %987
  %991 = load double, ptr %988, align 8, !tbaa !38, !alias.scope !36, !noalias !46
  %992 = fmul contract double %10, %991
  %993 = fadd contract double %989, %992
  br label %994

994:                                              ; preds = %987, %990
  %995 = phi contract double [ %993, %990 ], [ %989, %987 ]
  store double %995, ptr %988, align 8, !tbaa !38, !alias.scope !36, !noalias !46
  br label %996

996:                                              ; preds = %986, %994, %954
  %997 = add i32 %373, %50
  %998 = icmp slt i32 %997, %14
  br i1 %998, label %372, label %999, !llvm.loop !47

999:                                              ; preds = %996, %34, %15, %24
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @bgemm_vbatched_f32(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, float noundef %4, ptr noalias noundef readonly captures(none) %5, ptr noalias noundef readonly captures(none) %6, float noundef %7, ptr noalias noundef captures(none) %8, i32 noundef %9) local_unnamed_addr #2 {
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = icmp eq i32 %11, 64
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %14 = icmp eq i32 %13, 1
  %15 = and i1 %12, %14
  %16 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %17 = icmp eq i32 %16, 1
  %18 = and i1 %17, %15
  br i1 %18, label %19, label %668

19:                                               ; preds = %10
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %21 = icmp sge i32 %20, %9
  %22 = icmp slt i32 %3, 1
  %23 = or i1 %22, %21
  br i1 %23, label %668, label %24

24:                                               ; preds = %19
  %25 = zext nneg i32 %20 to i64
  %26 = getelementptr inbounds nuw i32, ptr %0, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !6
  %28 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %27, i32 0)
  %29 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %28, i32 range(i32 1, -2147483648) %3)
  %30 = getelementptr inbounds nuw i32, ptr %1, i64 %25
  %31 = load i32, ptr %30, align 4, !tbaa !6
  %32 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %31, i32 0)
  %33 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %32, i32 range(i32 1, -2147483648) %3)
  %34 = getelementptr inbounds nuw i32, ptr %2, i64 %25
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %35, i32 0)
  %37 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %36, i32 range(i32 1, -2147483648) %3)
  %38 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %39 = shl i32 %38, 4
  %40 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %41 = shl nuw nsw i32 %40, 4
  %42 = icmp slt i32 %41, %29
  %43 = icmp slt i32 %39, %33
  %44 = and i1 %42, %43
  br i1 %44, label %45, label %668

45:                                               ; preds = %24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !48)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !51)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !53)
  %46 = zext nneg i32 %3 to i64
  %47 = mul nuw nsw i64 %46, %25
  %48 = mul i64 %47, %46
  %49 = getelementptr inbounds nuw float, ptr %5, i64 %48
  %50 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %29, i32 1)
  %51 = getelementptr inbounds nuw float, ptr %6, i64 %48
  %52 = getelementptr inbounds nuw float, ptr %8, i64 %48
  %53 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %54 = and i32 %53, 7
  %55 = lshr i32 %53, 3
  %56 = icmp eq i32 %37, 0
  br i1 %56, label %319, label %57

57:                                               ; preds = %45
  %58 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %37, i32 1)
  %59 = icmp samesign ult i32 %53, 256
  %60 = zext nneg i32 %50 to i64
  %61 = icmp samesign ult i32 %53, 256
  %62 = zext nneg i32 %58 to i64
  %63 = and i32 %53, 15
  %64 = and i32 %53, 15
  %65 = lshr i32 %53, 4
  %66 = or disjoint i32 %63, %41
  %67 = icmp slt i32 %66, %29
  %68 = zext nneg i32 %66 to i64
  %69 = getelementptr float, ptr %49, i64 %68
  %70 = zext nneg i32 %65 to i64
  %71 = getelementptr inbounds nuw [17 x float], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 %70
  %72 = zext nneg i32 %63 to i64
  %73 = getelementptr inbounds nuw float, ptr %71, i64 %72
  %74 = icmp samesign ult i32 %53, 192
  %75 = add nuw nsw i32 %53, 64
  %76 = lshr i32 %75, 4
  %77 = or disjoint i32 %63, %41
  %78 = icmp slt i32 %77, %29
  %79 = zext nneg i32 %77 to i64
  %80 = getelementptr float, ptr %49, i64 %79
  %81 = zext nneg i32 %76 to i64
  %82 = getelementptr inbounds nuw [17 x float], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 %81
  %83 = zext nneg i32 %63 to i64
  %84 = getelementptr inbounds nuw float, ptr %82, i64 %83
  %85 = icmp samesign ult i32 %53, 128
  %86 = lshr i32 %53, 4
  %87 = or disjoint i32 %86, 8
  %88 = or disjoint i32 %63, %41
  %89 = icmp slt i32 %88, %29
  %90 = zext nneg i32 %88 to i64
  %91 = getelementptr float, ptr %49, i64 %90
  %92 = zext nneg i32 %87 to i64
  %93 = getelementptr inbounds nuw [17 x float], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 %92
  %94 = zext nneg i32 %63 to i64
  %95 = getelementptr inbounds nuw float, ptr %93, i64 %94
  %96 = icmp samesign ult i32 %53, 64
  %97 = lshr i32 %53, 4
  %98 = or disjoint i32 %97, 12
  %99 = or disjoint i32 %63, %41
  %100 = icmp slt i32 %99, %29
  %101 = zext nneg i32 %99 to i64
  %102 = getelementptr float, ptr %49, i64 %101
  %103 = zext nneg i32 %98 to i64
  %104 = getelementptr inbounds nuw [17 x float], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 %103
  %105 = zext nneg i32 %63 to i64
  %106 = getelementptr inbounds nuw float, ptr %104, i64 %105
  %107 = lshr i32 %53, 4
  %108 = or disjoint i32 %107, %39
  %109 = icmp slt i32 %108, %33
  %110 = sext i32 %108 to i64
  %111 = mul nsw i64 %110, %62
  %112 = getelementptr float, ptr %51, i64 %111
  %113 = zext nneg i32 %64 to i64
  %114 = getelementptr inbounds nuw [17 x float], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 %113
  %115 = zext nneg i32 %107 to i64
  %116 = getelementptr inbounds nuw float, ptr %114, i64 %115
  %117 = icmp samesign ult i32 %53, 192
  %118 = add nuw nsw i32 %53, 64
  %119 = lshr i32 %118, 4
  %120 = or disjoint i32 %119, %39
  %121 = icmp slt i32 %120, %33
  %122 = sext i32 %120 to i64
  %123 = mul nsw i64 %122, %62
  %124 = getelementptr float, ptr %51, i64 %123
  %125 = zext nneg i32 %64 to i64
  %126 = getelementptr inbounds nuw [17 x float], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 %125
  %127 = zext nneg i32 %119 to i64
  %128 = getelementptr inbounds nuw float, ptr %126, i64 %127
  %129 = icmp samesign ult i32 %53, 128
  %130 = lshr i32 %53, 4
  %131 = or disjoint i32 %130, 8
  %132 = or disjoint i32 %131, %39
  %133 = icmp slt i32 %132, %33
  %134 = sext i32 %132 to i64
  %135 = mul nsw i64 %134, %62
  %136 = getelementptr float, ptr %51, i64 %135
  %137 = zext nneg i32 %64 to i64
  %138 = getelementptr inbounds nuw [17 x float], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 %137
  %139 = zext nneg i32 %131 to i64
  %140 = getelementptr inbounds nuw float, ptr %138, i64 %139
  %141 = icmp samesign ult i32 %53, 64
  %142 = lshr i32 %53, 4
  %143 = or disjoint i32 %142, 12
  %144 = or disjoint i32 %143, %39
  %145 = icmp slt i32 %144, %33
  %146 = sext i32 %144 to i64
  %147 = mul nsw i64 %146, %62
  %148 = getelementptr float, ptr %51, i64 %147
  %149 = zext nneg i32 %64 to i64
  %150 = getelementptr inbounds nuw [17 x float], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 %149
  %151 = zext nneg i32 %143 to i64
  %152 = getelementptr inbounds nuw float, ptr %150, i64 %151
  %153 = zext nneg i32 %55 to i64
  %154 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 %153
  %155 = zext nneg i32 %55 to i64
  %156 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 %155
  %157 = getelementptr inbounds nuw i8, ptr %156, i64 32
  %158 = zext nneg i32 %54 to i64
  %159 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 %158
  %160 = zext nneg i32 %54 to i64
  %161 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 %160
  %162 = getelementptr inbounds nuw i8, ptr %161, i64 32
  %163 = zext nneg i32 %55 to i64
  %164 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 68), i64 %163
  %165 = zext nneg i32 %55 to i64
  %166 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 68), i64 %165
  %167 = getelementptr inbounds nuw i8, ptr %166, i64 32
  %168 = zext nneg i32 %54 to i64
  %169 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 68), i64 %168
  %170 = zext nneg i32 %54 to i64
  %171 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 68), i64 %170
  %172 = getelementptr inbounds nuw i8, ptr %171, i64 32
  %173 = zext nneg i32 %55 to i64
  %174 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 136), i64 %173
  %175 = zext nneg i32 %55 to i64
  %176 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 136), i64 %175
  %177 = getelementptr inbounds nuw i8, ptr %176, i64 32
  %178 = zext nneg i32 %54 to i64
  %179 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 136), i64 %178
  %180 = zext nneg i32 %54 to i64
  %181 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 136), i64 %180
  %182 = getelementptr inbounds nuw i8, ptr %181, i64 32
  %183 = zext nneg i32 %55 to i64
  %184 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 204), i64 %183
  %185 = zext nneg i32 %55 to i64
  %186 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 204), i64 %185
  %187 = getelementptr inbounds nuw i8, ptr %186, i64 32
  %188 = zext nneg i32 %54 to i64
  %189 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 204), i64 %188
  %190 = zext nneg i32 %54 to i64
  %191 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 204), i64 %190
  %192 = getelementptr inbounds nuw i8, ptr %191, i64 32
  %193 = zext nneg i32 %55 to i64
  %194 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 272), i64 %193
  %195 = zext nneg i32 %55 to i64
  %196 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 272), i64 %195
  %197 = getelementptr inbounds nuw i8, ptr %196, i64 32
  %198 = zext nneg i32 %54 to i64
  %199 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 272), i64 %198
  %200 = zext nneg i32 %54 to i64
  %201 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 272), i64 %200
  %202 = getelementptr inbounds nuw i8, ptr %201, i64 32
  %203 = zext nneg i32 %55 to i64
  %204 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 340), i64 %203
  %205 = zext nneg i32 %55 to i64
  %206 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 340), i64 %205
  %207 = getelementptr inbounds nuw i8, ptr %206, i64 32
  %208 = zext nneg i32 %54 to i64
  %209 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 340), i64 %208
  %210 = zext nneg i32 %54 to i64
  %211 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 340), i64 %210
  %212 = getelementptr inbounds nuw i8, ptr %211, i64 32
  %213 = zext nneg i32 %55 to i64
  %214 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 408), i64 %213
  %215 = zext nneg i32 %55 to i64
  %216 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 408), i64 %215
  %217 = getelementptr inbounds nuw i8, ptr %216, i64 32
  %218 = zext nneg i32 %54 to i64
  %219 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 408), i64 %218
  %220 = zext nneg i32 %54 to i64
  %221 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 408), i64 %220
  %222 = getelementptr inbounds nuw i8, ptr %221, i64 32
  %223 = zext nneg i32 %55 to i64
  %224 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 476), i64 %223
  %225 = zext nneg i32 %55 to i64
  %226 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 476), i64 %225
  %227 = getelementptr inbounds nuw i8, ptr %226, i64 32
  %228 = zext nneg i32 %54 to i64
  %229 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 476), i64 %228
  %230 = zext nneg i32 %54 to i64
  %231 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 476), i64 %230
  %232 = getelementptr inbounds nuw i8, ptr %231, i64 32
  %233 = zext nneg i32 %55 to i64
  %234 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 544), i64 %233
  %235 = zext nneg i32 %55 to i64
  %236 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 544), i64 %235
  %237 = getelementptr inbounds nuw i8, ptr %236, i64 32
  %238 = zext nneg i32 %54 to i64
  %239 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 544), i64 %238
  %240 = zext nneg i32 %54 to i64
  %241 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 544), i64 %240
  %242 = getelementptr inbounds nuw i8, ptr %241, i64 32
  %243 = zext nneg i32 %55 to i64
  %244 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 612), i64 %243
  %245 = zext nneg i32 %55 to i64
  %246 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 612), i64 %245
  %247 = getelementptr inbounds nuw i8, ptr %246, i64 32
  %248 = zext nneg i32 %54 to i64
  %249 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 612), i64 %248
  %250 = zext nneg i32 %54 to i64
  %251 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 612), i64 %250
  %252 = getelementptr inbounds nuw i8, ptr %251, i64 32
  %253 = zext nneg i32 %55 to i64
  %254 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 680), i64 %253
  %255 = zext nneg i32 %55 to i64
  %256 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 680), i64 %255
  %257 = getelementptr inbounds nuw i8, ptr %256, i64 32
  %258 = zext nneg i32 %54 to i64
  %259 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 680), i64 %258
  %260 = zext nneg i32 %54 to i64
  %261 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 680), i64 %260
  %262 = getelementptr inbounds nuw i8, ptr %261, i64 32
  %263 = zext nneg i32 %55 to i64
  %264 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 748), i64 %263
  %265 = zext nneg i32 %55 to i64
  %266 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 748), i64 %265
  %267 = getelementptr inbounds nuw i8, ptr %266, i64 32
  %268 = zext nneg i32 %54 to i64
  %269 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 748), i64 %268
  %270 = zext nneg i32 %54 to i64
  %271 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 748), i64 %270
  %272 = getelementptr inbounds nuw i8, ptr %271, i64 32
  %273 = zext nneg i32 %55 to i64
  %274 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 816), i64 %273
  %275 = zext nneg i32 %55 to i64
  %276 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 816), i64 %275
  %277 = getelementptr inbounds nuw i8, ptr %276, i64 32
  %278 = zext nneg i32 %54 to i64
  %279 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 816), i64 %278
  %280 = zext nneg i32 %54 to i64
  %281 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 816), i64 %280
  %282 = getelementptr inbounds nuw i8, ptr %281, i64 32
  %283 = zext nneg i32 %55 to i64
  %284 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 884), i64 %283
  %285 = zext nneg i32 %55 to i64
  %286 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 884), i64 %285
  %287 = getelementptr inbounds nuw i8, ptr %286, i64 32
  %288 = zext nneg i32 %54 to i64
  %289 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 884), i64 %288
  %290 = zext nneg i32 %54 to i64
  %291 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 884), i64 %290
  %292 = getelementptr inbounds nuw i8, ptr %291, i64 32
  %293 = zext nneg i32 %55 to i64
  %294 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 952), i64 %293
  %295 = zext nneg i32 %55 to i64
  %296 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 952), i64 %295
  %297 = getelementptr inbounds nuw i8, ptr %296, i64 32
  %298 = zext nneg i32 %54 to i64
  %299 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 952), i64 %298
  %300 = zext nneg i32 %54 to i64
  %301 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 952), i64 %300
  %302 = getelementptr inbounds nuw i8, ptr %301, i64 32
  %303 = zext nneg i32 %55 to i64
  %304 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1020), i64 %303
  %305 = zext nneg i32 %55 to i64
  %306 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1020), i64 %305
  %307 = getelementptr inbounds nuw i8, ptr %306, i64 32
  %308 = zext nneg i32 %54 to i64
  %309 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1020), i64 %308
  %310 = zext nneg i32 %54 to i64
  %311 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1020), i64 %310
  %312 = getelementptr inbounds nuw i8, ptr %311, i64 32
  br label %313

313:                                              ; preds = %57, %374
  %314 = phi float [ 0.000000e+00, %57 ], [ %566, %374 ]
  %315 = phi float [ 0.000000e+00, %57 ], [ %564, %374 ]
  %316 = phi float [ 0.000000e+00, %57 ], [ %562, %374 ]
  %317 = phi float [ 0.000000e+00, %57 ], [ %560, %374 ]
  %318 = phi i32 [ 0, %57 ], [ %567, %374 ]
  br i1 %59, label %330, label %329

319:                                              ; preds = %374, %45
  %320 = phi float [ 0.000000e+00, %45 ], [ %566, %374 ]
  %321 = phi float [ 0.000000e+00, %45 ], [ %564, %374 ]
  %322 = phi float [ 0.000000e+00, %45 ], [ %562, %374 ]
  %323 = phi float [ 0.000000e+00, %45 ], [ %560, %374 ]
  %324 = or disjoint i32 %54, %39
  %325 = add nuw nsw i32 %41, %55
  %326 = zext nneg i32 %50 to i64
  %327 = fcmp contract oeq float %7, 0.000000e+00
  %328 = icmp slt i32 %324, %33
  br i1 %328, label %609, label %637

329:                                              ; preds = %339, %350, %361, %372, %313
  br i1 %61, label %569, label %374

330:                                              ; preds = %313
  %331 = or disjoint i32 %65, %318
  %332 = icmp slt i32 %331, %37
  %333 = select i1 %67, i1 %332, i1 false
  br i1 %333, label %334, label %339

334:                                              ; preds = %330
  %335 = zext nneg i32 %331 to i64
  %336 = mul nuw nsw i64 %335, %60
  %337 = getelementptr float, ptr %69, i64 %336
  %338 = load float, ptr %337, align 4, !tbaa !18, !alias.scope !48, !noalias !55
  br label %339

339:                                              ; preds = %334, %330
  %340 = phi float [ %338, %334 ], [ 0.000000e+00, %330 ]
  store float %340, ptr %73, align 4, !tbaa !18, !noalias !56
  br i1 %74, label %341, label %329, !llvm.loop !57

341:                                              ; preds = %339
  %342 = or disjoint i32 %76, %318
  %343 = icmp slt i32 %342, %37
  %344 = select i1 %78, i1 %343, i1 false
  br i1 %344, label %345, label %350

345:                                              ; preds = %341
  %346 = zext nneg i32 %342 to i64
  %347 = mul nuw nsw i64 %346, %60
  %348 = getelementptr float, ptr %80, i64 %347
  %349 = load float, ptr %348, align 4, !tbaa !18, !alias.scope !48, !noalias !55
  br label %350

350:                                              ; preds = %345, %341
  %351 = phi float [ %349, %345 ], [ 0.000000e+00, %341 ]
  store float %351, ptr %84, align 4, !tbaa !18, !noalias !56
  br i1 %85, label %352, label %329, !llvm.loop !57

352:                                              ; preds = %350
  %353 = or disjoint i32 %87, %318
  %354 = icmp slt i32 %353, %37
  %355 = select i1 %89, i1 %354, i1 false
  br i1 %355, label %356, label %361

356:                                              ; preds = %352
  %357 = zext nneg i32 %353 to i64
  %358 = mul nuw nsw i64 %357, %60
  %359 = getelementptr float, ptr %91, i64 %358
  %360 = load float, ptr %359, align 4, !tbaa !18, !alias.scope !48, !noalias !55
  br label %361

361:                                              ; preds = %356, %352
  %362 = phi float [ %360, %356 ], [ 0.000000e+00, %352 ]
  store float %362, ptr %95, align 4, !tbaa !18, !noalias !56
  br i1 %96, label %363, label %329, !llvm.loop !57

363:                                              ; preds = %361
  %364 = or disjoint i32 %98, %318
  %365 = icmp slt i32 %364, %37
  %366 = select i1 %100, i1 %365, i1 false
  br i1 %366, label %367, label %372

367:                                              ; preds = %363
  %368 = zext nneg i32 %364 to i64
  %369 = mul nuw nsw i64 %368, %60
  %370 = getelementptr float, ptr %102, i64 %369
  %371 = load float, ptr %370, align 4, !tbaa !18, !alias.scope !48, !noalias !55
  br label %372

372:                                              ; preds = %367, %363
  %373 = phi float [ %371, %367 ], [ 0.000000e+00, %363 ]
  store float %373, ptr %106, align 4, !tbaa !18, !noalias !56
  br label %329

374:                                              ; preds = %577, %587, %597, %607, %329
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !56
  %375 = load float, ptr %154, align 4, !tbaa !18, !noalias !56
  %376 = load float, ptr %157, align 4, !tbaa !18, !noalias !56
  %377 = load float, ptr %159, align 4, !tbaa !18, !noalias !56
  %378 = load float, ptr %162, align 4, !tbaa !18, !noalias !56
  %379 = fmul contract float %375, %377
  %380 = fadd contract float %317, %379
  %381 = fmul contract float %375, %378
  %382 = fadd contract float %316, %381
  %383 = fmul contract float %376, %377
  %384 = fadd contract float %315, %383
  %385 = fmul contract float %376, %378
  %386 = fadd contract float %314, %385
  %387 = load float, ptr %164, align 4, !tbaa !18, !noalias !56
  %388 = load float, ptr %167, align 4, !tbaa !18, !noalias !56
  %389 = load float, ptr %169, align 4, !tbaa !18, !noalias !56
  %390 = load float, ptr %172, align 4, !tbaa !18, !noalias !56
  %391 = fmul contract float %387, %389
  %392 = fadd contract float %380, %391
  %393 = fmul contract float %387, %390
  %394 = fadd contract float %382, %393
  %395 = fmul contract float %388, %389
  %396 = fadd contract float %384, %395
  %397 = fmul contract float %388, %390
  %398 = fadd contract float %386, %397
  %399 = load float, ptr %174, align 4, !tbaa !18, !noalias !56
  %400 = load float, ptr %177, align 4, !tbaa !18, !noalias !56
  %401 = load float, ptr %179, align 4, !tbaa !18, !noalias !56
  %402 = load float, ptr %182, align 4, !tbaa !18, !noalias !56
  %403 = fmul contract float %399, %401
  %404 = fadd contract float %392, %403
  %405 = fmul contract float %399, %402
  %406 = fadd contract float %394, %405
  %407 = fmul contract float %400, %401
  %408 = fadd contract float %396, %407
  %409 = fmul contract float %400, %402
  %410 = fadd contract float %398, %409
  %411 = load float, ptr %184, align 4, !tbaa !18, !noalias !56
  %412 = load float, ptr %187, align 4, !tbaa !18, !noalias !56
  %413 = load float, ptr %189, align 4, !tbaa !18, !noalias !56
  %414 = load float, ptr %192, align 4, !tbaa !18, !noalias !56
  %415 = fmul contract float %411, %413
  %416 = fadd contract float %404, %415
  %417 = fmul contract float %411, %414
  %418 = fadd contract float %406, %417
  %419 = fmul contract float %412, %413
  %420 = fadd contract float %408, %419
  %421 = fmul contract float %412, %414
  %422 = fadd contract float %410, %421
  %423 = load float, ptr %194, align 4, !tbaa !18, !noalias !56
  %424 = load float, ptr %197, align 4, !tbaa !18, !noalias !56
  %425 = load float, ptr %199, align 4, !tbaa !18, !noalias !56
  %426 = load float, ptr %202, align 4, !tbaa !18, !noalias !56
  %427 = fmul contract float %423, %425
  %428 = fadd contract float %416, %427
  %429 = fmul contract float %423, %426
  %430 = fadd contract float %418, %429
  %431 = fmul contract float %424, %425
  %432 = fadd contract float %420, %431
  %433 = fmul contract float %424, %426
  %434 = fadd contract float %422, %433
  %435 = load float, ptr %204, align 4, !tbaa !18, !noalias !56
  %436 = load float, ptr %207, align 4, !tbaa !18, !noalias !56
  %437 = load float, ptr %209, align 4, !tbaa !18, !noalias !56
  %438 = load float, ptr %212, align 4, !tbaa !18, !noalias !56
  %439 = fmul contract float %435, %437
  %440 = fadd contract float %428, %439
  %441 = fmul contract float %435, %438
  %442 = fadd contract float %430, %441
  %443 = fmul contract float %436, %437
  %444 = fadd contract float %432, %443
  %445 = fmul contract float %436, %438
  %446 = fadd contract float %434, %445
  %447 = load float, ptr %214, align 4, !tbaa !18, !noalias !56
  %448 = load float, ptr %217, align 4, !tbaa !18, !noalias !56
  %449 = load float, ptr %219, align 4, !tbaa !18, !noalias !56
  %450 = load float, ptr %222, align 4, !tbaa !18, !noalias !56
  %451 = fmul contract float %447, %449
  %452 = fadd contract float %440, %451
  %453 = fmul contract float %447, %450
  %454 = fadd contract float %442, %453
  %455 = fmul contract float %448, %449
  %456 = fadd contract float %444, %455
  %457 = fmul contract float %448, %450
  %458 = fadd contract float %446, %457
  %459 = load float, ptr %224, align 4, !tbaa !18, !noalias !56
  %460 = load float, ptr %227, align 4, !tbaa !18, !noalias !56
  %461 = load float, ptr %229, align 4, !tbaa !18, !noalias !56
  %462 = load float, ptr %232, align 4, !tbaa !18, !noalias !56
  %463 = fmul contract float %459, %461
  %464 = fadd contract float %452, %463
  %465 = fmul contract float %459, %462
  %466 = fadd contract float %454, %465
  %467 = fmul contract float %460, %461
  %468 = fadd contract float %456, %467
  %469 = fmul contract float %460, %462
  %470 = fadd contract float %458, %469
  %471 = load float, ptr %234, align 4, !tbaa !18, !noalias !56
  %472 = load float, ptr %237, align 4, !tbaa !18, !noalias !56
  %473 = load float, ptr %239, align 4, !tbaa !18, !noalias !56
  %474 = load float, ptr %242, align 4, !tbaa !18, !noalias !56
  %475 = fmul contract float %471, %473
  %476 = fadd contract float %464, %475
  %477 = fmul contract float %471, %474
  %478 = fadd contract float %466, %477
  %479 = fmul contract float %472, %473
  %480 = fadd contract float %468, %479
  %481 = fmul contract float %472, %474
  %482 = fadd contract float %470, %481
  %483 = load float, ptr %244, align 4, !tbaa !18, !noalias !56
  %484 = load float, ptr %247, align 4, !tbaa !18, !noalias !56
  %485 = load float, ptr %249, align 4, !tbaa !18, !noalias !56
  %486 = load float, ptr %252, align 4, !tbaa !18, !noalias !56
  %487 = fmul contract float %483, %485
  %488 = fadd contract float %476, %487
  %489 = fmul contract float %483, %486
  %490 = fadd contract float %478, %489
  %491 = fmul contract float %484, %485
  %492 = fadd contract float %480, %491
  %493 = fmul contract float %484, %486
  %494 = fadd contract float %482, %493
  %495 = load float, ptr %254, align 4, !tbaa !18, !noalias !56
  %496 = load float, ptr %257, align 4, !tbaa !18, !noalias !56
  %497 = load float, ptr %259, align 4, !tbaa !18, !noalias !56
  %498 = load float, ptr %262, align 4, !tbaa !18, !noalias !56
  %499 = fmul contract float %495, %497
  %500 = fadd contract float %488, %499
  %501 = fmul contract float %495, %498
  %502 = fadd contract float %490, %501
  %503 = fmul contract float %496, %497
  %504 = fadd contract float %492, %503
  %505 = fmul contract float %496, %498
  %506 = fadd contract float %494, %505
  %507 = load float, ptr %264, align 4, !tbaa !18, !noalias !56
  %508 = load float, ptr %267, align 4, !tbaa !18, !noalias !56
  %509 = load float, ptr %269, align 4, !tbaa !18, !noalias !56
  %510 = load float, ptr %272, align 4, !tbaa !18, !noalias !56
  %511 = fmul contract float %507, %509
  %512 = fadd contract float %500, %511
  %513 = fmul contract float %507, %510
  %514 = fadd contract float %502, %513
  %515 = fmul contract float %508, %509
  %516 = fadd contract float %504, %515
  %517 = fmul contract float %508, %510
  %518 = fadd contract float %506, %517
  %519 = load float, ptr %274, align 4, !tbaa !18, !noalias !56
  %520 = load float, ptr %277, align 4, !tbaa !18, !noalias !56
  %521 = load float, ptr %279, align 4, !tbaa !18, !noalias !56
  %522 = load float, ptr %282, align 4, !tbaa !18, !noalias !56
  %523 = fmul contract float %519, %521
  %524 = fadd contract float %512, %523
  %525 = fmul contract float %519, %522
  %526 = fadd contract float %514, %525
  %527 = fmul contract float %520, %521
  %528 = fadd contract float %516, %527
  %529 = fmul contract float %520, %522
  %530 = fadd contract float %518, %529
  %531 = load float, ptr %284, align 4, !tbaa !18, !noalias !56
  %532 = load float, ptr %287, align 4, !tbaa !18, !noalias !56
  %533 = load float, ptr %289, align 4, !tbaa !18, !noalias !56
  %534 = load float, ptr %292, align 4, !tbaa !18, !noalias !56
  %535 = fmul contract float %531, %533
  %536 = fadd contract float %524, %535
  %537 = fmul contract float %531, %534
  %538 = fadd contract float %526, %537
  %539 = fmul contract float %532, %533
  %540 = fadd contract float %528, %539
  %541 = fmul contract float %532, %534
  %542 = fadd contract float %530, %541
  %543 = load float, ptr %294, align 4, !tbaa !18, !noalias !56
  %544 = load float, ptr %297, align 4, !tbaa !18, !noalias !56
  %545 = load float, ptr %299, align 4, !tbaa !18, !noalias !56
  %546 = load float, ptr %302, align 4, !tbaa !18, !noalias !56
  %547 = fmul contract float %543, %545
  %548 = fadd contract float %536, %547
  %549 = fmul contract float %543, %546
  %550 = fadd contract float %538, %549
  %551 = fmul contract float %544, %545
  %552 = fadd contract float %540, %551
  %553 = fmul contract float %544, %546
  %554 = fadd contract float %542, %553
  %555 = load float, ptr %304, align 4, !tbaa !18, !noalias !56
  %556 = load float, ptr %307, align 4, !tbaa !18, !noalias !56
  %557 = load float, ptr %309, align 4, !tbaa !18, !noalias !56
  %558 = load float, ptr %312, align 4, !tbaa !18, !noalias !56
  %559 = fmul contract float %555, %557
  %560 = fadd contract float %548, %559
  %561 = fmul contract float %555, %558
  %562 = fadd contract float %550, %561
  %563 = fmul contract float %556, %557
  %564 = fadd contract float %552, %563
  %565 = fmul contract float %556, %558
  %566 = fadd contract float %554, %565
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !56
  %567 = add nuw nsw i32 %318, 16
  %568 = icmp samesign ult i32 %567, %37
  br i1 %568, label %313, label %319, !llvm.loop !58

569:                                              ; preds = %329
  %570 = or disjoint i32 %64, %318
  %571 = icmp slt i32 %570, %37
  %572 = select i1 %109, i1 %571, i1 false
  br i1 %572, label %573, label %577

573:                                              ; preds = %569
  %574 = zext nneg i32 %570 to i64
  %575 = getelementptr float, ptr %112, i64 %574
  %576 = load float, ptr %575, align 4, !tbaa !18, !alias.scope !51, !noalias !59
  br label %577

577:                                              ; preds = %573, %569
  %578 = phi contract float [ %576, %573 ], [ 0.000000e+00, %569 ]
  store float %578, ptr %116, align 4, !tbaa !18, !noalias !56
  br i1 %117, label %579, label %374, !llvm.loop !60

579:                                              ; preds = %577
  %580 = or disjoint i32 %64, %318
  %581 = icmp slt i32 %580, %37
  %582 = select i1 %121, i1 %581, i1 false
  br i1 %582, label %583, label %587

583:                                              ; preds = %579
  %584 = zext nneg i32 %580 to i64
  %585 = getelementptr float, ptr %124, i64 %584
  %586 = load float, ptr %585, align 4, !tbaa !18, !alias.scope !51, !noalias !59
  br label %587

587:                                              ; preds = %583, %579
  %588 = phi contract float [ %586, %583 ], [ 0.000000e+00, %579 ]
  store float %588, ptr %128, align 4, !tbaa !18, !noalias !56
  br i1 %129, label %589, label %374, !llvm.loop !60

589:                                              ; preds = %587
  %590 = or disjoint i32 %64, %318
  %591 = icmp slt i32 %590, %37
  %592 = select i1 %133, i1 %591, i1 false
  br i1 %592, label %593, label %597

593:                                              ; preds = %589
  %594 = zext nneg i32 %590 to i64
  %595 = getelementptr float, ptr %136, i64 %594
  %596 = load float, ptr %595, align 4, !tbaa !18, !alias.scope !51, !noalias !59
  br label %597

597:                                              ; preds = %593, %589
  %598 = phi contract float [ %596, %593 ], [ 0.000000e+00, %589 ]
  store float %598, ptr %140, align 4, !tbaa !18, !noalias !56
  br i1 %141, label %599, label %374, !llvm.loop !60

599:                                              ; preds = %597
  %600 = or disjoint i32 %64, %318
  %601 = icmp slt i32 %600, %37
  %602 = select i1 %145, i1 %601, i1 false
  br i1 %602, label %603, label %607

603:                                              ; preds = %599
  %604 = zext nneg i32 %600 to i64
  %605 = getelementptr float, ptr %148, i64 %604
  %606 = load float, ptr %605, align 4, !tbaa !18, !alias.scope !51, !noalias !59
  br label %607

607:                                              ; preds = %603, %599
  %608 = phi contract float [ %606, %603 ], [ 0.000000e+00, %599 ]
  store float %608, ptr %152, align 4, !tbaa !18, !noalias !56
  br label %374

609:                                              ; preds = %319
  %610 = sext i32 %324 to i64
  %611 = mul nsw i64 %610, %326
  %612 = getelementptr float, ptr %52, i64 %611
  %613 = icmp slt i32 %325, %29
  br i1 %613, label %614, label %624

614:                                              ; preds = %609
  %615 = zext nneg i32 %325 to i64
  %616 = getelementptr float, ptr %612, i64 %615
  %617 = fmul contract float %4, %323
  br i1 %327, label %622, label %618

618:                                              ; preds = %614
  %619 = load float, ptr %616, align 4, !tbaa !18, !alias.scope !53, !noalias !61
  %620 = fmul contract float %7, %619
  %621 = fadd contract float %617, %620
  br label %622

622:                                              ; preds = %614, %618
  %623 = phi contract float [ %621, %618 ], [ %617, %614 ]
  store float %623, ptr %616, align 4, !tbaa !18, !alias.scope !53, !noalias !61
  br label %624

624:                                              ; preds = %622, %609
  %625 = add nuw nsw i32 %325, 8
  %626 = icmp slt i32 %625, %29
  br i1 %626, label %627, label %637

627:                                              ; preds = %624
  %628 = zext nneg i32 %625 to i64
  %629 = getelementptr float, ptr %612, i64 %628
  %630 = fmul contract float %4, %321
  br i1 %327, label %635, label %631

631:                                              ; preds = %627
  %632 = load float, ptr %629, align 4, !tbaa !18, !alias.scope !53, !noalias !61
  %633 = fmul contract float %7, %632
  %634 = fadd contract float %630, %633
  br label %635

635:                                              ; preds = %627, %631
  %636 = phi contract float [ %634, %631 ], [ %630, %627 ]
  store float %636, ptr %629, align 4, !tbaa !18, !alias.scope !53, !noalias !61
  br label %637

637:                                              ; preds = %624, %635, %319
  %638 = or disjoint i32 %324, 8
  %639 = icmp slt i32 %638, %33
  br i1 %639, label %640, label %668

640:                                              ; preds = %637
  %641 = sext i32 %638 to i64
  %642 = mul nsw i64 %641, %326
  %643 = getelementptr float, ptr %52, i64 %642
  %644 = icmp slt i32 %325, %29
  br i1 %644, label %645, label %655

645:                                              ; preds = %640
  %646 = zext nneg i32 %325 to i64
  %647 = getelementptr float, ptr %643, i64 %646
  %648 = fmul contract float %4, %322
  br i1 %327, label %653, label %649

649:                                              ; preds = %645
  %650 = load float, ptr %647, align 4, !tbaa !18, !alias.scope !53, !noalias !61
  %651 = fmul contract float %7, %650
  %652 = fadd contract float %648, %651
  br label %653

653:                                              ; preds = %645, %649
  %654 = phi contract float [ %652, %649 ], [ %648, %645 ]
  store float %654, ptr %647, align 4, !tbaa !18, !alias.scope !53, !noalias !61
  br label %655

655:                                              ; preds = %653, %640
  %656 = add nuw nsw i32 %325, 8
  %657 = icmp slt i32 %656, %29
  br i1 %657, label %658, label %668

658:                                              ; preds = %655
  %659 = zext nneg i32 %656 to i64
  %660 = getelementptr float, ptr %643, i64 %659
  %661 = fmul contract float %4, %320
  br i1 %327, label %666, label %662

662:                                              ; preds = %658
  %663 = load float, ptr %660, align 4, !tbaa !18, !alias.scope !53, !noalias !61
  %664 = fmul contract float %7, %663
  %665 = fadd contract float %661, %664
  br label %666

666:                                              ; preds = %658, %662
  %667 = phi contract float [ %665, %662 ], [ %661, %658 ]
  store float %667, ptr %660, align 4, !tbaa !18, !alias.scope !53, !noalias !61
  br label %668

668:                                              ; preds = %637, %666, %655, %19, %24, %10
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.z() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #6

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="64" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="64" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

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
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iii: argument 0"}
!13 = distinct !{!13, !"_ZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iii"}
!14 = !{!15}
!15 = distinct !{!15, !13, !"_ZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iii: argument 1"}
!16 = !{!17}
!17 = distinct !{!17, !13, !"_ZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iii: argument 2"}
!18 = !{!19, !19, i64 0}
!19 = !{!"float", !8, i64 0}
!20 = !{!15, !17}
!21 = !{!12, !15, !17}
!22 = distinct !{!22, !23, !24}
!23 = !{!"llvm.loop.mustprogress"}
!24 = !{!"llvm.loop.unroll.enable"}
!25 = distinct !{!25, !23, !26}
!26 = !{!"llvm.loop.unroll.disable"}
!27 = !{!12, !17}
!28 = distinct !{!28, !23, !24}
!29 = !{!12, !15}
!30 = distinct !{!30, !23, !26}
!31 = !{!32}
!32 = distinct !{!32, !33, !"_ZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iii: argument 0"}
!33 = distinct !{!33, !"_ZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iii"}
!34 = !{!35}
!35 = distinct !{!35, !33, !"_ZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iii: argument 1"}
!36 = !{!37}
!37 = distinct !{!37, !33, !"_ZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iii: argument 2"}
!38 = !{!39, !39, i64 0}
!39 = !{!"double", !8, i64 0}
!40 = !{!35, !37}
!41 = !{!32, !35, !37}
!42 = distinct !{!42, !23, !24}
!43 = distinct !{!43, !23, !26}
!44 = !{!32, !37}
!45 = distinct !{!45, !23, !24}
!46 = !{!32, !35}
!47 = distinct !{!47, !23, !26}
!48 = !{!49}
!49 = distinct !{!49, !50, !"_ZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iii: argument 0"}
!50 = distinct !{!50, !"_ZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iii"}
!51 = !{!52}
!52 = distinct !{!52, !50, !"_ZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iii: argument 1"}
!53 = !{!54}
!54 = distinct !{!54, !50, !"_ZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iii: argument 2"}
!55 = !{!52, !54}
!56 = !{!49, !52, !54}
!57 = distinct !{!57, !23, !24}
!58 = distinct !{!58, !23, !26}
!59 = !{!49, !54}
!60 = distinct !{!60, !23, !24}
!61 = !{!49, !52}
