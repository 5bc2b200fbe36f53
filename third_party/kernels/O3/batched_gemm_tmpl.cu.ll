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
  br i1 %23, label %24, label %808

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
  br i1 %33, label %808, label %34

34:                                               ; preds = %24
  %35 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %36 = icmp slt i32 %35, %14
  br i1 %36, label %37, label %808

37:                                               ; preds = %34
  %38 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %39 = and i32 %38, 15
  %40 = lshr i32 %38, 4
  %41 = icmp sgt i32 %2, 0
  %42 = icmp samesign ult i32 %38, 512
  %43 = sext i32 %5 to i64
  %44 = sext i32 %8 to i64
  %45 = or disjoint i32 %39, %26
  %46 = add nuw nsw i32 %28, %40
  %47 = sext i32 %12 to i64
  %48 = fcmp contract oeq float %10, 0.000000e+00
  %49 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
  %50 = and i32 %38, 31
  %51 = and i32 %38, 15
  %52 = lshr i32 %38, 5
  %53 = or disjoint i32 %50, %28
  %54 = icmp slt i32 %53, %0
  %55 = zext nneg i32 %53 to i64
  %56 = zext nneg i32 %52 to i64
  %57 = getelementptr inbounds nuw [33 x float], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 %56
  %58 = zext nneg i32 %50 to i64
  %59 = getelementptr inbounds nuw float, ptr %57, i64 %58
  %60 = icmp samesign ult i32 %38, 384
  %61 = add nuw nsw i32 %38, 128
  %62 = lshr i32 %61, 5
  %63 = zext nneg i32 %53 to i64
  %64 = zext nneg i32 %62 to i64
  %65 = getelementptr inbounds nuw [33 x float], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 %64
  %66 = getelementptr inbounds nuw float, ptr %65, i64 %58
  %67 = icmp samesign ult i32 %38, 256
  %68 = lshr i32 %38, 5
  %69 = or disjoint i32 %68, 8
  %70 = zext nneg i32 %53 to i64
  %71 = zext nneg i32 %69 to i64
  %72 = getelementptr inbounds nuw [33 x float], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 %71
  %73 = getelementptr inbounds nuw float, ptr %72, i64 %58
  %74 = icmp samesign ult i32 %38, 128
  %75 = add nuw nsw i32 %38, 384
  %76 = lshr i32 %75, 5
  %77 = zext nneg i32 %53 to i64
  %78 = zext nneg i32 %76 to i64
  %79 = getelementptr inbounds nuw [33 x float], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 %78
  %80 = getelementptr inbounds nuw float, ptr %79, i64 %58
  %81 = zext nneg i32 %40 to i64
  %82 = or disjoint i32 %40, %26
  %83 = icmp slt i32 %82, %1
  %84 = sext i32 %82 to i64
  %85 = mul nsw i64 %84, %44
  %86 = zext nneg i32 %51 to i64
  %87 = getelementptr inbounds nuw [33 x float], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 %86
  %88 = zext nneg i32 %40 to i64
  %89 = getelementptr inbounds nuw float, ptr %87, i64 %88
  %90 = icmp samesign ult i32 %38, 384
  %91 = add nuw nsw i32 %38, 128
  %92 = lshr i32 %91, 4
  %93 = or disjoint i32 %92, %26
  %94 = icmp slt i32 %93, %1
  %95 = sext i32 %93 to i64
  %96 = mul nsw i64 %95, %44
  %97 = zext nneg i32 %92 to i64
  %98 = getelementptr inbounds nuw float, ptr %87, i64 %97
  %99 = icmp samesign ult i32 %38, 256
  %100 = lshr i32 %38, 4
  %101 = or disjoint i32 %100, 16
  %102 = or disjoint i32 %101, %26
  %103 = icmp slt i32 %102, %1
  %104 = sext i32 %102 to i64
  %105 = mul nsw i64 %104, %44
  %106 = zext nneg i32 %101 to i64
  %107 = getelementptr inbounds nuw float, ptr %87, i64 %106
  %108 = icmp samesign ult i32 %38, 128
  %109 = add nuw nsw i32 %38, 384
  %110 = lshr i32 %109, 4
  %111 = or disjoint i32 %110, %26
  %112 = icmp slt i32 %111, %1
  %113 = sext i32 %111 to i64
  %114 = mul nsw i64 %113, %44
  %115 = zext nneg i32 %110 to i64
  %116 = getelementptr inbounds nuw float, ptr %87, i64 %115
  %117 = add nuw nsw i32 %40, 8
  %118 = zext nneg i32 %117 to i64
  %119 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 %118
  %120 = add nuw nsw i32 %40, 16
  %121 = zext nneg i32 %120 to i64
  %122 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 %121
  %123 = add nuw nsw i32 %40, 24
  %124 = zext nneg i32 %123 to i64
  %125 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 %124
  %126 = zext nneg i32 %39 to i64
  %127 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 %126
  %128 = or disjoint i32 %39, 16
  %129 = zext nneg i32 %128 to i64
  %130 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 %129
  %131 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 132), i64 %118
  %132 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 132), i64 %121
  %133 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 132), i64 %124
  %134 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 132), i64 %126
  %135 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 132), i64 %129
  %136 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 264), i64 %118
  %137 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 264), i64 %121
  %138 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 264), i64 %124
  %139 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 264), i64 %126
  %140 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 264), i64 %129
  %141 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 396), i64 %118
  %142 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 396), i64 %121
  %143 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 396), i64 %124
  %144 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 396), i64 %126
  %145 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 396), i64 %129
  %146 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 528), i64 %118
  %147 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 528), i64 %121
  %148 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 528), i64 %124
  %149 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 528), i64 %126
  %150 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 528), i64 %129
  %151 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 660), i64 %118
  %152 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 660), i64 %121
  %153 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 660), i64 %124
  %154 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 660), i64 %126
  %155 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 660), i64 %129
  %156 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 792), i64 %118
  %157 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 792), i64 %121
  %158 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 792), i64 %124
  %159 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 792), i64 %126
  %160 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 792), i64 %129
  %161 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 924), i64 %118
  %162 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 924), i64 %121
  %163 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 924), i64 %124
  %164 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 924), i64 %126
  %165 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 924), i64 %129
  %166 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1056), i64 %118
  %167 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1056), i64 %121
  %168 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1056), i64 %124
  %169 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1056), i64 %126
  %170 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1056), i64 %129
  %171 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1188), i64 %118
  %172 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1188), i64 %121
  %173 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1188), i64 %124
  %174 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1188), i64 %126
  %175 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1188), i64 %129
  %176 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1320), i64 %118
  %177 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1320), i64 %121
  %178 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1320), i64 %124
  %179 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1320), i64 %126
  %180 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1320), i64 %129
  %181 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1452), i64 %118
  %182 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1452), i64 %121
  %183 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1452), i64 %124
  %184 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1452), i64 %126
  %185 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1452), i64 %129
  %186 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1584), i64 %118
  %187 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1584), i64 %121
  %188 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1584), i64 %124
  %189 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1584), i64 %126
  %190 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1584), i64 %129
  %191 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1716), i64 %118
  %192 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1716), i64 %121
  %193 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1716), i64 %124
  %194 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1716), i64 %126
  %195 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1716), i64 %129
  %196 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1848), i64 %118
  %197 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1848), i64 %121
  %198 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1848), i64 %124
  %199 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1848), i64 %126
  %200 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1848), i64 %129
  %201 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1980), i64 %118
  %202 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1980), i64 %121
  %203 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1980), i64 %124
  %204 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1980), i64 %126
  %205 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1980), i64 %129
  %206 = icmp slt i32 %45, %1
  %207 = sext i32 %45 to i64
  %208 = mul nsw i64 %207, %47
  %209 = icmp slt i32 %46, %0
  %210 = zext nneg i32 %46 to i64
  %211 = add nuw nsw i32 %46, 8
  %212 = icmp slt i32 %211, %0
  %213 = zext nneg i32 %211 to i64
  %214 = add nuw nsw i32 %46, 16
  %215 = icmp slt i32 %214, %0
  %216 = zext nneg i32 %214 to i64
  %217 = add nuw nsw i32 %46, 24
  %218 = icmp slt i32 %217, %0
  %219 = zext nneg i32 %217 to i64
  %220 = or disjoint i32 %45, 16
  %221 = icmp slt i32 %220, %1
  %222 = sext i32 %220 to i64
  %223 = mul nsw i64 %222, %47
  %224 = icmp slt i32 %46, %0
  %225 = zext nneg i32 %46 to i64
  %226 = add nuw nsw i32 %46, 8
  %227 = icmp slt i32 %226, %0
  %228 = zext nneg i32 %226 to i64
  %229 = add nuw nsw i32 %46, 16
  %230 = icmp slt i32 %229, %0
  %231 = zext nneg i32 %229 to i64
  %232 = add nuw nsw i32 %46, 24
  %233 = icmp slt i32 %232, %0
  %234 = zext nneg i32 %232 to i64
  br label %235

235:                                              ; preds = %37, %805
  %236 = phi i32 [ %35, %37 ], [ %806, %805 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !14)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !16)
  %237 = sext i32 %236 to i64
  %238 = mul nsw i64 %13, %237
  %239 = getelementptr inbounds float, ptr %11, i64 %238
  br i1 %41, label %240, label %253

240:                                              ; preds = %235
  %241 = mul nsw i64 %9, %237
  %242 = getelementptr inbounds float, ptr %7, i64 %241
  %243 = mul nsw i64 %6, %237
  %244 = getelementptr inbounds float, ptr %4, i64 %243
  %245 = getelementptr float, ptr %244, i64 %55
  %246 = getelementptr float, ptr %244, i64 %63
  %247 = getelementptr float, ptr %244, i64 %70
  %248 = getelementptr float, ptr %244, i64 %77
  %249 = getelementptr float, ptr %242, i64 %85
  %250 = getelementptr float, ptr %242, i64 %96
  %251 = getelementptr float, ptr %242, i64 %105
  %252 = getelementptr float, ptr %242, i64 %114
  br label %262

253:                                              ; preds = %320, %235
  %254 = phi float [ 0.000000e+00, %235 ], [ %689, %320 ]
  %255 = phi float [ 0.000000e+00, %235 ], [ %687, %320 ]
  %256 = phi float [ 0.000000e+00, %235 ], [ %685, %320 ]
  %257 = phi float [ 0.000000e+00, %235 ], [ %683, %320 ]
  %258 = phi float [ 0.000000e+00, %235 ], [ %681, %320 ]
  %259 = phi float [ 0.000000e+00, %235 ], [ %679, %320 ]
  %260 = phi float [ 0.000000e+00, %235 ], [ %677, %320 ]
  %261 = phi float [ 0.000000e+00, %235 ], [ %675, %320 ]
  br i1 %206, label %722, label %763

262:                                              ; preds = %240, %320
  %263 = phi float [ 0.000000e+00, %240 ], [ %689, %320 ]
  %264 = phi float [ 0.000000e+00, %240 ], [ %687, %320 ]
  %265 = phi float [ 0.000000e+00, %240 ], [ %685, %320 ]
  %266 = phi float [ 0.000000e+00, %240 ], [ %683, %320 ]
  %267 = phi float [ 0.000000e+00, %240 ], [ %681, %320 ]
  %268 = phi float [ 0.000000e+00, %240 ], [ %679, %320 ]
  %269 = phi float [ 0.000000e+00, %240 ], [ %677, %320 ]
  %270 = phi float [ 0.000000e+00, %240 ], [ %675, %320 ]
  %271 = phi i32 [ 0, %240 ], [ %690, %320 ]
  br i1 %42, label %272, label %320

272:                                              ; preds = %262
  %273 = or disjoint i32 %52, %271
  %274 = icmp slt i32 %273, %2
  %275 = select i1 %54, i1 %274, i1 false
  br i1 %275, label %280, label %285

276:                                              ; preds = %318, %307, %296, %285
  %277 = or disjoint i32 %51, %271
  %278 = icmp slt i32 %277, %2
  %279 = select i1 %83, i1 %278, i1 false
  br i1 %279, label %692, label %696

280:                                              ; preds = %272
  %281 = zext nneg i32 %273 to i64
  %282 = mul nsw i64 %281, %43
  %283 = getelementptr float, ptr %245, i64 %282
  %284 = load float, ptr %283, align 4, !tbaa !18, !alias.scope !11, !noalias !20
  br label %285

285:                                              ; preds = %280, %272
  %286 = phi float [ %284, %280 ], [ 0.000000e+00, %272 ]
  store float %286, ptr %59, align 4, !tbaa !18, !noalias !21
  br i1 %60, label %287, label %276, !llvm.loop !22

287:                                              ; preds = %285
  %288 = or disjoint i32 %62, %271
  %289 = icmp slt i32 %288, %2
  %290 = select i1 %54, i1 %289, i1 false
  br i1 %290, label %291, label %296

291:                                              ; preds = %287
  %292 = zext nneg i32 %288 to i64
  %293 = mul nsw i64 %292, %43
  %294 = getelementptr float, ptr %246, i64 %293
  %295 = load float, ptr %294, align 4, !tbaa !18, !alias.scope !11, !noalias !20
  br label %296

296:                                              ; preds = %291, %287
  %297 = phi float [ %295, %291 ], [ 0.000000e+00, %287 ]
  store float %297, ptr %66, align 4, !tbaa !18, !noalias !21
  br i1 %67, label %298, label %276, !llvm.loop !22

298:                                              ; preds = %296
  %299 = or disjoint i32 %69, %271
  %300 = icmp slt i32 %299, %2
  %301 = select i1 %54, i1 %300, i1 false
  br i1 %301, label %302, label %307

302:                                              ; preds = %298
  %303 = zext nneg i32 %299 to i64
  %304 = mul nsw i64 %303, %43
  %305 = getelementptr float, ptr %247, i64 %304
  %306 = load float, ptr %305, align 4, !tbaa !18, !alias.scope !11, !noalias !20
  br label %307

307:                                              ; preds = %302, %298
  %308 = phi float [ %306, %302 ], [ 0.000000e+00, %298 ]
  store float %308, ptr %73, align 4, !tbaa !18, !noalias !21
  br i1 %74, label %309, label %276, !llvm.loop !22

309:                                              ; preds = %307
  %310 = or disjoint i32 %76, %271
  %311 = icmp slt i32 %310, %2
  %312 = select i1 %54, i1 %311, i1 false
  br i1 %312, label %313, label %318

313:                                              ; preds = %309
  %314 = zext nneg i32 %310 to i64
  %315 = mul nsw i64 %314, %43
  %316 = getelementptr float, ptr %248, i64 %315
  %317 = load float, ptr %316, align 4, !tbaa !18, !alias.scope !11, !noalias !20
  br label %318

318:                                              ; preds = %313, %309
  %319 = phi float [ %317, %313 ], [ 0.000000e+00, %309 ]
  store float %319, ptr %80, align 4, !tbaa !18, !noalias !21
  br label %276

320:                                              ; preds = %262, %696, %704, %712, %720
  %321 = phi i64 [ %81, %262 ], [ %88, %696 ], [ %88, %720 ], [ %88, %712 ], [ %88, %704 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !21
  %322 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 %321
  %323 = load float, ptr %322, align 4, !tbaa !18, !noalias !21
  %324 = load float, ptr %119, align 4, !tbaa !18, !noalias !21
  %325 = load float, ptr %122, align 4, !tbaa !18, !noalias !21
  %326 = load float, ptr %125, align 4, !tbaa !18, !noalias !21
  %327 = load float, ptr %127, align 4, !tbaa !18, !noalias !21
  %328 = load float, ptr %130, align 4, !tbaa !18, !noalias !21
  %329 = fmul contract float %323, %327
  %330 = fadd contract float %270, %329
  %331 = fmul contract float %323, %328
  %332 = fadd contract float %269, %331
  %333 = fmul contract float %324, %327
  %334 = fadd contract float %268, %333
  %335 = fmul contract float %324, %328
  %336 = fadd contract float %267, %335
  %337 = fmul contract float %325, %327
  %338 = fadd contract float %266, %337
  %339 = fmul contract float %325, %328
  %340 = fadd contract float %265, %339
  %341 = fmul contract float %326, %327
  %342 = fadd contract float %264, %341
  %343 = fmul contract float %326, %328
  %344 = fadd contract float %263, %343
  %345 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 132), i64 %321
  %346 = load float, ptr %345, align 4, !tbaa !18, !noalias !21
  %347 = load float, ptr %131, align 4, !tbaa !18, !noalias !21
  %348 = load float, ptr %132, align 4, !tbaa !18, !noalias !21
  %349 = load float, ptr %133, align 4, !tbaa !18, !noalias !21
  %350 = load float, ptr %134, align 4, !tbaa !18, !noalias !21
  %351 = load float, ptr %135, align 4, !tbaa !18, !noalias !21
  %352 = fmul contract float %346, %350
  %353 = fadd contract float %330, %352
  %354 = fmul contract float %346, %351
  %355 = fadd contract float %332, %354
  %356 = fmul contract float %347, %350
  %357 = fadd contract float %334, %356
  %358 = fmul contract float %347, %351
  %359 = fadd contract float %336, %358
  %360 = fmul contract float %348, %350
  %361 = fadd contract float %338, %360
  %362 = fmul contract float %348, %351
  %363 = fadd contract float %340, %362
  %364 = fmul contract float %349, %350
  %365 = fadd contract float %342, %364
  %366 = fmul contract float %349, %351
  %367 = fadd contract float %344, %366
  %368 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 264), i64 %321
  %369 = load float, ptr %368, align 4, !tbaa !18, !noalias !21
  %370 = load float, ptr %136, align 4, !tbaa !18, !noalias !21
  %371 = load float, ptr %137, align 4, !tbaa !18, !noalias !21
  %372 = load float, ptr %138, align 4, !tbaa !18, !noalias !21
  %373 = load float, ptr %139, align 4, !tbaa !18, !noalias !21
  %374 = load float, ptr %140, align 4, !tbaa !18, !noalias !21
  %375 = fmul contract float %369, %373
  %376 = fadd contract float %353, %375
  %377 = fmul contract float %369, %374
  %378 = fadd contract float %355, %377
  %379 = fmul contract float %370, %373
  %380 = fadd contract float %357, %379
  %381 = fmul contract float %370, %374
  %382 = fadd contract float %359, %381
  %383 = fmul contract float %371, %373
  %384 = fadd contract float %361, %383
  %385 = fmul contract float %371, %374
  %386 = fadd contract float %363, %385
  %387 = fmul contract float %372, %373
  %388 = fadd contract float %365, %387
  %389 = fmul contract float %372, %374
  %390 = fadd contract float %367, %389
  %391 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 396), i64 %321
  %392 = load float, ptr %391, align 4, !tbaa !18, !noalias !21
  %393 = load float, ptr %141, align 4, !tbaa !18, !noalias !21
  %394 = load float, ptr %142, align 4, !tbaa !18, !noalias !21
  %395 = load float, ptr %143, align 4, !tbaa !18, !noalias !21
  %396 = load float, ptr %144, align 4, !tbaa !18, !noalias !21
  %397 = load float, ptr %145, align 4, !tbaa !18, !noalias !21
  %398 = fmul contract float %392, %396
  %399 = fadd contract float %376, %398
  %400 = fmul contract float %392, %397
  %401 = fadd contract float %378, %400
  %402 = fmul contract float %393, %396
  %403 = fadd contract float %380, %402
  %404 = fmul contract float %393, %397
  %405 = fadd contract float %382, %404
  %406 = fmul contract float %394, %396
  %407 = fadd contract float %384, %406
  %408 = fmul contract float %394, %397
  %409 = fadd contract float %386, %408
  %410 = fmul contract float %395, %396
  %411 = fadd contract float %388, %410
  %412 = fmul contract float %395, %397
  %413 = fadd contract float %390, %412
  %414 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 528), i64 %321
  %415 = load float, ptr %414, align 4, !tbaa !18, !noalias !21
  %416 = load float, ptr %146, align 4, !tbaa !18, !noalias !21
  %417 = load float, ptr %147, align 4, !tbaa !18, !noalias !21
  %418 = load float, ptr %148, align 4, !tbaa !18, !noalias !21
  %419 = load float, ptr %149, align 4, !tbaa !18, !noalias !21
  %420 = load float, ptr %150, align 4, !tbaa !18, !noalias !21
  %421 = fmul contract float %415, %419
  %422 = fadd contract float %399, %421
  %423 = fmul contract float %415, %420
  %424 = fadd contract float %401, %423
  %425 = fmul contract float %416, %419
  %426 = fadd contract float %403, %425
  %427 = fmul contract float %416, %420
  %428 = fadd contract float %405, %427
  %429 = fmul contract float %417, %419
  %430 = fadd contract float %407, %429
  %431 = fmul contract float %417, %420
  %432 = fadd contract float %409, %431
  %433 = fmul contract float %418, %419
  %434 = fadd contract float %411, %433
  %435 = fmul contract float %418, %420
  %436 = fadd contract float %413, %435
  %437 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 660), i64 %321
  %438 = load float, ptr %437, align 4, !tbaa !18, !noalias !21
  %439 = load float, ptr %151, align 4, !tbaa !18, !noalias !21
  %440 = load float, ptr %152, align 4, !tbaa !18, !noalias !21
  %441 = load float, ptr %153, align 4, !tbaa !18, !noalias !21
  %442 = load float, ptr %154, align 4, !tbaa !18, !noalias !21
  %443 = load float, ptr %155, align 4, !tbaa !18, !noalias !21
  %444 = fmul contract float %438, %442
  %445 = fadd contract float %422, %444
  %446 = fmul contract float %438, %443
  %447 = fadd contract float %424, %446
  %448 = fmul contract float %439, %442
  %449 = fadd contract float %426, %448
  %450 = fmul contract float %439, %443
  %451 = fadd contract float %428, %450
  %452 = fmul contract float %440, %442
  %453 = fadd contract float %430, %452
  %454 = fmul contract float %440, %443
  %455 = fadd contract float %432, %454
  %456 = fmul contract float %441, %442
  %457 = fadd contract float %434, %456
  %458 = fmul contract float %441, %443
  %459 = fadd contract float %436, %458
  %460 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 792), i64 %321
  %461 = load float, ptr %460, align 4, !tbaa !18, !noalias !21
  %462 = load float, ptr %156, align 4, !tbaa !18, !noalias !21
  %463 = load float, ptr %157, align 4, !tbaa !18, !noalias !21
  %464 = load float, ptr %158, align 4, !tbaa !18, !noalias !21
  %465 = load float, ptr %159, align 4, !tbaa !18, !noalias !21
  %466 = load float, ptr %160, align 4, !tbaa !18, !noalias !21
  %467 = fmul contract float %461, %465
  %468 = fadd contract float %445, %467
  %469 = fmul contract float %461, %466
  %470 = fadd contract float %447, %469
  %471 = fmul contract float %462, %465
  %472 = fadd contract float %449, %471
  %473 = fmul contract float %462, %466
  %474 = fadd contract float %451, %473
  %475 = fmul contract float %463, %465
  %476 = fadd contract float %453, %475
  %477 = fmul contract float %463, %466
  %478 = fadd contract float %455, %477
  %479 = fmul contract float %464, %465
  %480 = fadd contract float %457, %479
  %481 = fmul contract float %464, %466
  %482 = fadd contract float %459, %481
  %483 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 924), i64 %321
  %484 = load float, ptr %483, align 4, !tbaa !18, !noalias !21
  %485 = load float, ptr %161, align 4, !tbaa !18, !noalias !21
  %486 = load float, ptr %162, align 4, !tbaa !18, !noalias !21
  %487 = load float, ptr %163, align 4, !tbaa !18, !noalias !21
  %488 = load float, ptr %164, align 4, !tbaa !18, !noalias !21
  %489 = load float, ptr %165, align 4, !tbaa !18, !noalias !21
  %490 = fmul contract float %484, %488
  %491 = fadd contract float %468, %490
  %492 = fmul contract float %484, %489
  %493 = fadd contract float %470, %492
  %494 = fmul contract float %485, %488
  %495 = fadd contract float %472, %494
  %496 = fmul contract float %485, %489
  %497 = fadd contract float %474, %496
  %498 = fmul contract float %486, %488
  %499 = fadd contract float %476, %498
  %500 = fmul contract float %486, %489
  %501 = fadd contract float %478, %500
  %502 = fmul contract float %487, %488
  %503 = fadd contract float %480, %502
  %504 = fmul contract float %487, %489
  %505 = fadd contract float %482, %504
  %506 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1056), i64 %321
  %507 = load float, ptr %506, align 4, !tbaa !18, !noalias !21
  %508 = load float, ptr %166, align 4, !tbaa !18, !noalias !21
  %509 = load float, ptr %167, align 4, !tbaa !18, !noalias !21
  %510 = load float, ptr %168, align 4, !tbaa !18, !noalias !21
  %511 = load float, ptr %169, align 4, !tbaa !18, !noalias !21
  %512 = load float, ptr %170, align 4, !tbaa !18, !noalias !21
  %513 = fmul contract float %507, %511
  %514 = fadd contract float %491, %513
  %515 = fmul contract float %507, %512
  %516 = fadd contract float %493, %515
  %517 = fmul contract float %508, %511
  %518 = fadd contract float %495, %517
  %519 = fmul contract float %508, %512
  %520 = fadd contract float %497, %519
  %521 = fmul contract float %509, %511
  %522 = fadd contract float %499, %521
  %523 = fmul contract float %509, %512
  %524 = fadd contract float %501, %523
  %525 = fmul contract float %510, %511
  %526 = fadd contract float %503, %525
  %527 = fmul contract float %510, %512
  %528 = fadd contract float %505, %527
  %529 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1188), i64 %321
  %530 = load float, ptr %529, align 4, !tbaa !18, !noalias !21
  %531 = load float, ptr %171, align 4, !tbaa !18, !noalias !21
  %532 = load float, ptr %172, align 4, !tbaa !18, !noalias !21
  %533 = load float, ptr %173, align 4, !tbaa !18, !noalias !21
  %534 = load float, ptr %174, align 4, !tbaa !18, !noalias !21
  %535 = load float, ptr %175, align 4, !tbaa !18, !noalias !21
  %536 = fmul contract float %530, %534
  %537 = fadd contract float %514, %536
  %538 = fmul contract float %530, %535
  %539 = fadd contract float %516, %538
  %540 = fmul contract float %531, %534
  %541 = fadd contract float %518, %540
  %542 = fmul contract float %531, %535
  %543 = fadd contract float %520, %542
  %544 = fmul contract float %532, %534
  %545 = fadd contract float %522, %544
  %546 = fmul contract float %532, %535
  %547 = fadd contract float %524, %546
  %548 = fmul contract float %533, %534
  %549 = fadd contract float %526, %548
  %550 = fmul contract float %533, %535
  %551 = fadd contract float %528, %550
  %552 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1320), i64 %321
  %553 = load float, ptr %552, align 4, !tbaa !18, !noalias !21
  %554 = load float, ptr %176, align 4, !tbaa !18, !noalias !21
  %555 = load float, ptr %177, align 4, !tbaa !18, !noalias !21
  %556 = load float, ptr %178, align 4, !tbaa !18, !noalias !21
  %557 = load float, ptr %179, align 4, !tbaa !18, !noalias !21
  %558 = load float, ptr %180, align 4, !tbaa !18, !noalias !21
  %559 = fmul contract float %553, %557
  %560 = fadd contract float %537, %559
  %561 = fmul contract float %553, %558
  %562 = fadd contract float %539, %561
  %563 = fmul contract float %554, %557
  %564 = fadd contract float %541, %563
  %565 = fmul contract float %554, %558
  %566 = fadd contract float %543, %565
  %567 = fmul contract float %555, %557
  %568 = fadd contract float %545, %567
  %569 = fmul contract float %555, %558
  %570 = fadd contract float %547, %569
  %571 = fmul contract float %556, %557
  %572 = fadd contract float %549, %571
  %573 = fmul contract float %556, %558
  %574 = fadd contract float %551, %573
  %575 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1452), i64 %321
  %576 = load float, ptr %575, align 4, !tbaa !18, !noalias !21
  %577 = load float, ptr %181, align 4, !tbaa !18, !noalias !21
  %578 = load float, ptr %182, align 4, !tbaa !18, !noalias !21
  %579 = load float, ptr %183, align 4, !tbaa !18, !noalias !21
  %580 = load float, ptr %184, align 4, !tbaa !18, !noalias !21
  %581 = load float, ptr %185, align 4, !tbaa !18, !noalias !21
  %582 = fmul contract float %576, %580
  %583 = fadd contract float %560, %582
  %584 = fmul contract float %576, %581
  %585 = fadd contract float %562, %584
  %586 = fmul contract float %577, %580
  %587 = fadd contract float %564, %586
  %588 = fmul contract float %577, %581
  %589 = fadd contract float %566, %588
  %590 = fmul contract float %578, %580
  %591 = fadd contract float %568, %590
  %592 = fmul contract float %578, %581
  %593 = fadd contract float %570, %592
  %594 = fmul contract float %579, %580
  %595 = fadd contract float %572, %594
  %596 = fmul contract float %579, %581
  %597 = fadd contract float %574, %596
  %598 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1584), i64 %321
  %599 = load float, ptr %598, align 4, !tbaa !18, !noalias !21
  %600 = load float, ptr %186, align 4, !tbaa !18, !noalias !21
  %601 = load float, ptr %187, align 4, !tbaa !18, !noalias !21
  %602 = load float, ptr %188, align 4, !tbaa !18, !noalias !21
  %603 = load float, ptr %189, align 4, !tbaa !18, !noalias !21
  %604 = load float, ptr %190, align 4, !tbaa !18, !noalias !21
  %605 = fmul contract float %599, %603
  %606 = fadd contract float %583, %605
  %607 = fmul contract float %599, %604
  %608 = fadd contract float %585, %607
  %609 = fmul contract float %600, %603
  %610 = fadd contract float %587, %609
  %611 = fmul contract float %600, %604
  %612 = fadd contract float %589, %611
  %613 = fmul contract float %601, %603
  %614 = fadd contract float %591, %613
  %615 = fmul contract float %601, %604
  %616 = fadd contract float %593, %615
  %617 = fmul contract float %602, %603
  %618 = fadd contract float %595, %617
  %619 = fmul contract float %602, %604
  %620 = fadd contract float %597, %619
  %621 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1716), i64 %321
  %622 = load float, ptr %621, align 4, !tbaa !18, !noalias !21
  %623 = load float, ptr %191, align 4, !tbaa !18, !noalias !21
  %624 = load float, ptr %192, align 4, !tbaa !18, !noalias !21
  %625 = load float, ptr %193, align 4, !tbaa !18, !noalias !21
  %626 = load float, ptr %194, align 4, !tbaa !18, !noalias !21
  %627 = load float, ptr %195, align 4, !tbaa !18, !noalias !21
  %628 = fmul contract float %622, %626
  %629 = fadd contract float %606, %628
  %630 = fmul contract float %622, %627
  %631 = fadd contract float %608, %630
  %632 = fmul contract float %623, %626
  %633 = fadd contract float %610, %632
  %634 = fmul contract float %623, %627
  %635 = fadd contract float %612, %634
  %636 = fmul contract float %624, %626
  %637 = fadd contract float %614, %636
  %638 = fmul contract float %624, %627
  %639 = fadd contract float %616, %638
  %640 = fmul contract float %625, %626
  %641 = fadd contract float %618, %640
  %642 = fmul contract float %625, %627
  %643 = fadd contract float %620, %642
  %644 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1848), i64 %321
  %645 = load float, ptr %644, align 4, !tbaa !18, !noalias !21
  %646 = load float, ptr %196, align 4, !tbaa !18, !noalias !21
  %647 = load float, ptr %197, align 4, !tbaa !18, !noalias !21
  %648 = load float, ptr %198, align 4, !tbaa !18, !noalias !21
  %649 = load float, ptr %199, align 4, !tbaa !18, !noalias !21
  %650 = load float, ptr %200, align 4, !tbaa !18, !noalias !21
  %651 = fmul contract float %645, %649
  %652 = fadd contract float %629, %651
  %653 = fmul contract float %645, %650
  %654 = fadd contract float %631, %653
  %655 = fmul contract float %646, %649
  %656 = fadd contract float %633, %655
  %657 = fmul contract float %646, %650
  %658 = fadd contract float %635, %657
  %659 = fmul contract float %647, %649
  %660 = fadd contract float %637, %659
  %661 = fmul contract float %647, %650
  %662 = fadd contract float %639, %661
  %663 = fmul contract float %648, %649
  %664 = fadd contract float %641, %663
  %665 = fmul contract float %648, %650
  %666 = fadd contract float %643, %665
  %667 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi32ELi32ELi16ELi4ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1980), i64 %321
  %668 = load float, ptr %667, align 4, !tbaa !18, !noalias !21
  %669 = load float, ptr %201, align 4, !tbaa !18, !noalias !21
  %670 = load float, ptr %202, align 4, !tbaa !18, !noalias !21
  %671 = load float, ptr %203, align 4, !tbaa !18, !noalias !21
  %672 = load float, ptr %204, align 4, !tbaa !18, !noalias !21
  %673 = load float, ptr %205, align 4, !tbaa !18, !noalias !21
  %674 = fmul contract float %668, %672
  %675 = fadd contract float %652, %674
  %676 = fmul contract float %668, %673
  %677 = fadd contract float %654, %676
  %678 = fmul contract float %669, %672
  %679 = fadd contract float %656, %678
  %680 = fmul contract float %669, %673
  %681 = fadd contract float %658, %680
  %682 = fmul contract float %670, %672
  %683 = fadd contract float %660, %682
  %684 = fmul contract float %670, %673
  %685 = fadd contract float %662, %684
  %686 = fmul contract float %671, %672
  %687 = fadd contract float %664, %686
  %688 = fmul contract float %671, %673
  %689 = fadd contract float %666, %688
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !21
  %690 = add nuw nsw i32 %271, 16
  %691 = icmp slt i32 %690, %2
  br i1 %691, label %262, label %253, !llvm.loop !25

692:                                              ; preds = %276
  %693 = zext nneg i32 %277 to i64
  %694 = getelementptr float, ptr %249, i64 %693
  %695 = load float, ptr %694, align 4, !tbaa !18, !alias.scope !14, !noalias !26
  br label %696

696:                                              ; preds = %692, %276
  %697 = phi contract float [ %695, %692 ], [ 0.000000e+00, %276 ]
  store float %697, ptr %89, align 4, !tbaa !18, !noalias !21
  br i1 %90, label %698, label %320, !llvm.loop !27

698:                                              ; preds = %696
  %699 = select i1 %94, i1 %278, i1 false
  br i1 %699, label %700, label %704

700:                                              ; preds = %698
  %701 = zext nneg i32 %277 to i64
  %702 = getelementptr float, ptr %250, i64 %701
  %703 = load float, ptr %702, align 4, !tbaa !18, !alias.scope !14, !noalias !26
  br label %704

704:                                              ; preds = %700, %698
  %705 = phi contract float [ %703, %700 ], [ 0.000000e+00, %698 ]
  store float %705, ptr %98, align 4, !tbaa !18, !noalias !21
  br i1 %99, label %706, label %320, !llvm.loop !27

706:                                              ; preds = %704
  %707 = select i1 %103, i1 %278, i1 false
  br i1 %707, label %708, label %712

708:                                              ; preds = %706
  %709 = zext nneg i32 %277 to i64
  %710 = getelementptr float, ptr %251, i64 %709
  %711 = load float, ptr %710, align 4, !tbaa !18, !alias.scope !14, !noalias !26
  br label %712

712:                                              ; preds = %708, %706
  %713 = phi contract float [ %711, %708 ], [ 0.000000e+00, %706 ]
  store float %713, ptr %107, align 4, !tbaa !18, !noalias !21
  br i1 %108, label %714, label %320, !llvm.loop !27

714:                                              ; preds = %712
  %715 = select i1 %112, i1 %278, i1 false
  br i1 %715, label %716, label %720

716:                                              ; preds = %714
  %717 = zext nneg i32 %277 to i64
  %718 = getelementptr float, ptr %252, i64 %717
  %719 = load float, ptr %718, align 4, !tbaa !18, !alias.scope !14, !noalias !26
  br label %720

720:                                              ; preds = %716, %714
  %721 = phi contract float [ %719, %716 ], [ 0.000000e+00, %714 ]
  store float %721, ptr %116, align 4, !tbaa !18, !noalias !21
  br label %320

722:                                              ; preds = %253
  %723 = getelementptr float, ptr %239, i64 %208
  br i1 %209, label %724, label %733

724:                                              ; preds = %722
  %725 = getelementptr float, ptr %723, i64 %210
  %726 = fmul contract float %3, %261
  br i1 %48, label %731, label %727

727:                                              ; preds = %724
  %728 = load float, ptr %725, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  %729 = fmul contract float %10, %728
  %730 = fadd contract float %726, %729
  br label %731

731:                                              ; preds = %724, %727
  %732 = phi contract float [ %730, %727 ], [ %726, %724 ]
  store float %732, ptr %725, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  br label %733

733:                                              ; preds = %731, %722
  br i1 %212, label %734, label %743

734:                                              ; preds = %733
  %735 = getelementptr float, ptr %723, i64 %213
  %736 = fmul contract float %3, %259
  br i1 %48, label %741, label %737

737:                                              ; preds = %734
  %738 = load float, ptr %735, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  %739 = fmul contract float %10, %738
  %740 = fadd contract float %736, %739
  br label %741

741:                                              ; preds = %734, %737
  %742 = phi contract float [ %740, %737 ], [ %736, %734 ]
  store float %742, ptr %735, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  br label %743

743:                                              ; preds = %741, %733
  br i1 %215, label %744, label %753

744:                                              ; preds = %743
  %745 = getelementptr float, ptr %723, i64 %216
  %746 = fmul contract float %3, %257
  br i1 %48, label %751, label %747

747:                                              ; preds = %744
  %748 = load float, ptr %745, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  %749 = fmul contract float %10, %748
  %750 = fadd contract float %746, %749
  br label %751

751:                                              ; preds = %744, %747
  %752 = phi contract float [ %750, %747 ], [ %746, %744 ]
  store float %752, ptr %745, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  br label %753

753:                                              ; preds = %751, %743
  br i1 %218, label %754, label %763

754:                                              ; preds = %753
  %755 = getelementptr float, ptr %723, i64 %219
  %756 = fmul contract float %3, %255
  br i1 %48, label %761, label %757

757:                                              ; preds = %754
  %758 = load float, ptr %755, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  %759 = fmul contract float %10, %758
  %760 = fadd contract float %756, %759
  br label %761

761:                                              ; preds = %754, %757
  %762 = phi contract float [ %760, %757 ], [ %756, %754 ]
  store float %762, ptr %755, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  br label %763

763:                                              ; preds = %753, %761, %253
  br i1 %221, label %764, label %805

764:                                              ; preds = %763
  %765 = getelementptr float, ptr %239, i64 %223
  br i1 %224, label %766, label %775

766:                                              ; preds = %764
  %767 = getelementptr float, ptr %765, i64 %225
  %768 = fmul contract float %3, %260
  br i1 %48, label %773, label %769

769:                                              ; preds = %766
  %770 = load float, ptr %767, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  %771 = fmul contract float %10, %770
  %772 = fadd contract float %768, %771
  br label %773

773:                                              ; preds = %766, %769
  %774 = phi contract float [ %772, %769 ], [ %768, %766 ]
  store float %774, ptr %767, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  br label %775

775:                                              ; preds = %773, %764
  br i1 %227, label %776, label %785

776:                                              ; preds = %775
  %777 = getelementptr float, ptr %765, i64 %228
  %778 = fmul contract float %3, %258
  br i1 %48, label %783, label %779

779:                                              ; preds = %776
  %780 = load float, ptr %777, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  %781 = fmul contract float %10, %780
  %782 = fadd contract float %778, %781
  br label %783

783:                                              ; preds = %776, %779
  %784 = phi contract float [ %782, %779 ], [ %778, %776 ]
  store float %784, ptr %777, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  br label %785

785:                                              ; preds = %783, %775
  br i1 %230, label %786, label %795

786:                                              ; preds = %785
  %787 = getelementptr float, ptr %765, i64 %231
  %788 = fmul contract float %3, %256
  br i1 %48, label %793, label %789

789:                                              ; preds = %786
  %790 = load float, ptr %787, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  %791 = fmul contract float %10, %790
  %792 = fadd contract float %788, %791
  br label %793

793:                                              ; preds = %786, %789
  %794 = phi contract float [ %792, %789 ], [ %788, %786 ]
  store float %794, ptr %787, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  br label %795

795:                                              ; preds = %793, %785
  br i1 %233, label %796, label %805

796:                                              ; preds = %795
  %797 = getelementptr float, ptr %765, i64 %234
  %798 = fmul contract float %3, %254
  br i1 %48, label %803, label %799

799:                                              ; preds = %796
  %800 = load float, ptr %797, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  %801 = fmul contract float %10, %800
  %802 = fadd contract float %798, %801
  br label %803

803:                                              ; preds = %796, %799
  %804 = phi contract float [ %802, %799 ], [ %798, %796 ]
  store float %804, ptr %797, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  br label %805

805:                                              ; preds = %795, %803, %763
  %806 = add i32 %236, %49
  %807 = icmp slt i32 %806, %14
  br i1 %807, label %235, label %808, !llvm.loop !29

808:                                              ; preds = %805, %34, %15, %24
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
  br i1 %23, label %24, label %873

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
  br i1 %33, label %873, label %34

34:                                               ; preds = %24
  %35 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %36 = icmp slt i32 %35, %14
  br i1 %36, label %37, label %873

37:                                               ; preds = %34
  %38 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %39 = and i32 %38, 7
  %40 = lshr i32 %38, 3
  %41 = icmp sgt i32 %2, 0
  %42 = icmp samesign ult i32 %38, 256
  %43 = sext i32 %5 to i64
  %44 = sext i32 %8 to i64
  %45 = or disjoint i32 %39, %26
  %46 = add nuw nsw i32 %28, %40
  %47 = sext i32 %12 to i64
  %48 = fcmp contract oeq double %10, 0.000000e+00
  %49 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
  %50 = and i32 %38, 7
  %51 = or disjoint i32 %40, %28
  %52 = icmp slt i32 %51, %0
  %53 = zext nneg i32 %51 to i64
  %54 = mul nsw i64 %53, %43
  %55 = zext nneg i32 %50 to i64
  %56 = getelementptr inbounds nuw [33 x double], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 %55
  %57 = zext nneg i32 %40 to i64
  %58 = getelementptr inbounds nuw double, ptr %56, i64 %57
  %59 = icmp samesign ult i32 %38, 192
  %60 = add nuw nsw i32 %38, 64
  %61 = lshr i32 %60, 3
  %62 = or disjoint i32 %61, %28
  %63 = icmp slt i32 %62, %0
  %64 = zext nneg i32 %62 to i64
  %65 = mul nsw i64 %64, %43
  %66 = zext nneg i32 %61 to i64
  %67 = getelementptr inbounds nuw double, ptr %56, i64 %66
  %68 = icmp samesign ult i32 %38, 128
  %69 = lshr i32 %38, 3
  %70 = or disjoint i32 %69, 16
  %71 = or disjoint i32 %70, %28
  %72 = icmp slt i32 %71, %0
  %73 = zext nneg i32 %71 to i64
  %74 = mul nsw i64 %73, %43
  %75 = zext nneg i32 %70 to i64
  %76 = getelementptr inbounds nuw double, ptr %56, i64 %75
  %77 = icmp samesign ult i32 %38, 64
  %78 = add nuw nsw i32 %38, 192
  %79 = lshr i32 %78, 3
  %80 = or disjoint i32 %79, %28
  %81 = icmp slt i32 %80, %0
  %82 = zext nneg i32 %80 to i64
  %83 = mul nsw i64 %82, %43
  %84 = zext nneg i32 %79 to i64
  %85 = getelementptr inbounds nuw double, ptr %56, i64 %84
  %86 = zext nneg i32 %40 to i64
  %87 = or disjoint i32 %40, %26
  %88 = icmp slt i32 %87, %1
  %89 = sext i32 %87 to i64
  %90 = mul nsw i64 %89, %44
  %91 = zext nneg i32 %50 to i64
  %92 = getelementptr inbounds nuw [33 x double], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 %91
  %93 = zext nneg i32 %40 to i64
  %94 = getelementptr inbounds nuw double, ptr %92, i64 %93
  %95 = icmp samesign ult i32 %38, 192
  %96 = add nuw nsw i32 %38, 64
  %97 = lshr i32 %96, 3
  %98 = or disjoint i32 %97, %26
  %99 = icmp slt i32 %98, %1
  %100 = sext i32 %98 to i64
  %101 = mul nsw i64 %100, %44
  %102 = zext nneg i32 %97 to i64
  %103 = getelementptr inbounds nuw double, ptr %92, i64 %102
  %104 = icmp samesign ult i32 %38, 128
  %105 = lshr i32 %38, 3
  %106 = or disjoint i32 %105, 16
  %107 = or disjoint i32 %106, %26
  %108 = icmp slt i32 %107, %1
  %109 = sext i32 %107 to i64
  %110 = mul nsw i64 %109, %44
  %111 = zext nneg i32 %106 to i64
  %112 = getelementptr inbounds nuw double, ptr %92, i64 %111
  %113 = icmp samesign ult i32 %38, 64
  %114 = add nuw nsw i32 %38, 192
  %115 = lshr i32 %114, 3
  %116 = or disjoint i32 %115, %26
  %117 = icmp slt i32 %116, %1
  %118 = sext i32 %116 to i64
  %119 = mul nsw i64 %118, %44
  %120 = zext nneg i32 %115 to i64
  %121 = getelementptr inbounds nuw double, ptr %92, i64 %120
  %122 = add nuw nsw i32 %40, 8
  %123 = zext nneg i32 %122 to i64
  %124 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 %123
  %125 = add nuw nsw i32 %40, 16
  %126 = zext nneg i32 %125 to i64
  %127 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 %126
  %128 = add nuw nsw i32 %40, 24
  %129 = zext nneg i32 %128 to i64
  %130 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 %129
  %131 = zext nneg i32 %39 to i64
  %132 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 %131
  %133 = or disjoint i32 %39, 8
  %134 = zext nneg i32 %133 to i64
  %135 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 %134
  %136 = or disjoint i32 %39, 16
  %137 = zext nneg i32 %136 to i64
  %138 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 %137
  %139 = or disjoint i32 %39, 24
  %140 = zext nneg i32 %139 to i64
  %141 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 %140
  %142 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 264), i64 %123
  %143 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 264), i64 %126
  %144 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 264), i64 %129
  %145 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 264), i64 %131
  %146 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 264), i64 %134
  %147 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 264), i64 %137
  %148 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 264), i64 %140
  %149 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 528), i64 %123
  %150 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 528), i64 %126
  %151 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 528), i64 %129
  %152 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 528), i64 %131
  %153 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 528), i64 %134
  %154 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 528), i64 %137
  %155 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 528), i64 %140
  %156 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 792), i64 %123
  %157 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 792), i64 %126
  %158 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 792), i64 %129
  %159 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 792), i64 %131
  %160 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 792), i64 %134
  %161 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 792), i64 %137
  %162 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 792), i64 %140
  %163 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1056), i64 %123
  %164 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1056), i64 %126
  %165 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1056), i64 %129
  %166 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1056), i64 %131
  %167 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1056), i64 %134
  %168 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1056), i64 %137
  %169 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1056), i64 %140
  %170 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1320), i64 %123
  %171 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1320), i64 %126
  %172 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1320), i64 %129
  %173 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1320), i64 %131
  %174 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1320), i64 %134
  %175 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1320), i64 %137
  %176 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1320), i64 %140
  %177 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1584), i64 %123
  %178 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1584), i64 %126
  %179 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1584), i64 %129
  %180 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1584), i64 %131
  %181 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1584), i64 %134
  %182 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1584), i64 %137
  %183 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1584), i64 %140
  %184 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1848), i64 %123
  %185 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1848), i64 %126
  %186 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1848), i64 %129
  %187 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1848), i64 %131
  %188 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1848), i64 %134
  %189 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1848), i64 %137
  %190 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1848), i64 %140
  %191 = icmp slt i32 %45, %1
  %192 = sext i32 %45 to i64
  %193 = mul nsw i64 %192, %47
  %194 = icmp slt i32 %46, %0
  %195 = zext nneg i32 %46 to i64
  %196 = add nuw nsw i32 %46, 8
  %197 = icmp slt i32 %196, %0
  %198 = zext nneg i32 %196 to i64
  %199 = add nuw nsw i32 %46, 16
  %200 = icmp slt i32 %199, %0
  %201 = zext nneg i32 %199 to i64
  %202 = add nuw nsw i32 %46, 24
  %203 = icmp slt i32 %202, %0
  %204 = zext nneg i32 %202 to i64
  %205 = or disjoint i32 %45, 8
  %206 = icmp slt i32 %205, %1
  %207 = sext i32 %205 to i64
  %208 = mul nsw i64 %207, %47
  %209 = icmp slt i32 %46, %0
  %210 = zext nneg i32 %46 to i64
  %211 = add nuw nsw i32 %46, 8
  %212 = icmp slt i32 %211, %0
  %213 = zext nneg i32 %211 to i64
  %214 = add nuw nsw i32 %46, 16
  %215 = icmp slt i32 %214, %0
  %216 = zext nneg i32 %214 to i64
  %217 = add nuw nsw i32 %46, 24
  %218 = icmp slt i32 %217, %0
  %219 = zext nneg i32 %217 to i64
  %220 = or disjoint i32 %45, 16
  %221 = icmp slt i32 %220, %1
  %222 = sext i32 %220 to i64
  %223 = mul nsw i64 %222, %47
  %224 = icmp slt i32 %46, %0
  %225 = zext nneg i32 %46 to i64
  %226 = add nuw nsw i32 %46, 8
  %227 = icmp slt i32 %226, %0
  %228 = zext nneg i32 %226 to i64
  %229 = add nuw nsw i32 %46, 16
  %230 = icmp slt i32 %229, %0
  %231 = zext nneg i32 %229 to i64
  %232 = add nuw nsw i32 %46, 24
  %233 = icmp slt i32 %232, %0
  %234 = zext nneg i32 %232 to i64
  %235 = or disjoint i32 %45, 24
  %236 = icmp slt i32 %235, %1
  %237 = sext i32 %235 to i64
  %238 = mul nsw i64 %237, %47
  %239 = icmp slt i32 %46, %0
  %240 = zext nneg i32 %46 to i64
  %241 = add nuw nsw i32 %46, 8
  %242 = icmp slt i32 %241, %0
  %243 = zext nneg i32 %241 to i64
  %244 = add nuw nsw i32 %46, 16
  %245 = icmp slt i32 %244, %0
  %246 = zext nneg i32 %244 to i64
  %247 = add nuw nsw i32 %46, 24
  %248 = icmp slt i32 %247, %0
  %249 = zext nneg i32 %247 to i64
  br label %250

250:                                              ; preds = %37, %870
  %251 = phi i32 [ %35, %37 ], [ %871, %870 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !30)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !33)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !35)
  %252 = sext i32 %251 to i64
  %253 = mul nsw i64 %13, %252
  %254 = getelementptr inbounds double, ptr %11, i64 %253
  br i1 %41, label %255, label %268

255:                                              ; preds = %250
  %256 = mul nsw i64 %9, %252
  %257 = getelementptr inbounds double, ptr %7, i64 %256
  %258 = mul nsw i64 %6, %252
  %259 = getelementptr inbounds double, ptr %4, i64 %258
  %260 = getelementptr double, ptr %259, i64 %54
  %261 = getelementptr double, ptr %259, i64 %65
  %262 = getelementptr double, ptr %259, i64 %74
  %263 = getelementptr double, ptr %259, i64 %83
  %264 = getelementptr double, ptr %257, i64 %90
  %265 = getelementptr double, ptr %257, i64 %101
  %266 = getelementptr double, ptr %257, i64 %110
  %267 = getelementptr double, ptr %257, i64 %119
  br label %285

268:                                              ; preds = %341, %250
  %269 = phi double [ 0.000000e+00, %250 ], [ %670, %341 ]
  %270 = phi double [ 0.000000e+00, %250 ], [ %668, %341 ]
  %271 = phi double [ 0.000000e+00, %250 ], [ %666, %341 ]
  %272 = phi double [ 0.000000e+00, %250 ], [ %664, %341 ]
  %273 = phi double [ 0.000000e+00, %250 ], [ %662, %341 ]
  %274 = phi double [ 0.000000e+00, %250 ], [ %660, %341 ]
  %275 = phi double [ 0.000000e+00, %250 ], [ %658, %341 ]
  %276 = phi double [ 0.000000e+00, %250 ], [ %656, %341 ]
  %277 = phi double [ 0.000000e+00, %250 ], [ %654, %341 ]
  %278 = phi double [ 0.000000e+00, %250 ], [ %652, %341 ]
  %279 = phi double [ 0.000000e+00, %250 ], [ %650, %341 ]
  %280 = phi double [ 0.000000e+00, %250 ], [ %648, %341 ]
  %281 = phi double [ 0.000000e+00, %250 ], [ %646, %341 ]
  %282 = phi double [ 0.000000e+00, %250 ], [ %644, %341 ]
  %283 = phi double [ 0.000000e+00, %250 ], [ %642, %341 ]
  %284 = phi double [ 0.000000e+00, %250 ], [ %640, %341 ]
  br i1 %191, label %703, label %744

285:                                              ; preds = %255, %341
  %286 = phi double [ 0.000000e+00, %255 ], [ %670, %341 ]
  %287 = phi double [ 0.000000e+00, %255 ], [ %668, %341 ]
  %288 = phi double [ 0.000000e+00, %255 ], [ %666, %341 ]
  %289 = phi double [ 0.000000e+00, %255 ], [ %664, %341 ]
  %290 = phi double [ 0.000000e+00, %255 ], [ %662, %341 ]
  %291 = phi double [ 0.000000e+00, %255 ], [ %660, %341 ]
  %292 = phi double [ 0.000000e+00, %255 ], [ %658, %341 ]
  %293 = phi double [ 0.000000e+00, %255 ], [ %656, %341 ]
  %294 = phi double [ 0.000000e+00, %255 ], [ %654, %341 ]
  %295 = phi double [ 0.000000e+00, %255 ], [ %652, %341 ]
  %296 = phi double [ 0.000000e+00, %255 ], [ %650, %341 ]
  %297 = phi double [ 0.000000e+00, %255 ], [ %648, %341 ]
  %298 = phi double [ 0.000000e+00, %255 ], [ %646, %341 ]
  %299 = phi double [ 0.000000e+00, %255 ], [ %644, %341 ]
  %300 = phi double [ 0.000000e+00, %255 ], [ %642, %341 ]
  %301 = phi double [ 0.000000e+00, %255 ], [ %640, %341 ]
  %302 = phi i32 [ 0, %255 ], [ %671, %341 ]
  br i1 %42, label %303, label %341

303:                                              ; preds = %285
  %304 = or disjoint i32 %50, %302
  %305 = icmp slt i32 %304, %2
  %306 = select i1 %52, i1 %305, i1 false
  br i1 %306, label %311, label %315

307:                                              ; preds = %339, %331, %323, %315
  %308 = or disjoint i32 %50, %302
  %309 = icmp slt i32 %308, %2
  %310 = select i1 %88, i1 %309, i1 false
  br i1 %310, label %673, label %677

311:                                              ; preds = %303
  %312 = zext nneg i32 %304 to i64
  %313 = getelementptr double, ptr %260, i64 %312
  %314 = load double, ptr %313, align 8, !tbaa !37, !alias.scope !30, !noalias !39
  br label %315

315:                                              ; preds = %311, %303
  %316 = phi double [ %314, %311 ], [ 0.000000e+00, %303 ]
  store double %316, ptr %58, align 8, !tbaa !37, !noalias !40
  br i1 %59, label %317, label %307, !llvm.loop !41

317:                                              ; preds = %315
  %318 = select i1 %63, i1 %305, i1 false
  br i1 %318, label %319, label %323

319:                                              ; preds = %317
  %320 = zext nneg i32 %304 to i64
  %321 = getelementptr double, ptr %261, i64 %320
  %322 = load double, ptr %321, align 8, !tbaa !37, !alias.scope !30, !noalias !39
  br label %323

323:                                              ; preds = %319, %317
  %324 = phi double [ %322, %319 ], [ 0.000000e+00, %317 ]
  store double %324, ptr %67, align 8, !tbaa !37, !noalias !40
  br i1 %68, label %325, label %307, !llvm.loop !41

325:                                              ; preds = %323
  %326 = select i1 %72, i1 %305, i1 false
  br i1 %326, label %327, label %331

327:                                              ; preds = %325
  %328 = zext nneg i32 %304 to i64
  %329 = getelementptr double, ptr %262, i64 %328
  %330 = load double, ptr %329, align 8, !tbaa !37, !alias.scope !30, !noalias !39
  br label %331

331:                                              ; preds = %327, %325
  %332 = phi double [ %330, %327 ], [ 0.000000e+00, %325 ]
  store double %332, ptr %76, align 8, !tbaa !37, !noalias !40
  br i1 %77, label %333, label %307, !llvm.loop !41

333:                                              ; preds = %331
  %334 = select i1 %81, i1 %305, i1 false
  br i1 %334, label %335, label %339

335:                                              ; preds = %333
  %336 = zext nneg i32 %304 to i64
  %337 = getelementptr double, ptr %263, i64 %336
  %338 = load double, ptr %337, align 8, !tbaa !37, !alias.scope !30, !noalias !39
  br label %339

339:                                              ; preds = %335, %333
  %340 = phi double [ %338, %335 ], [ 0.000000e+00, %333 ]
  store double %340, ptr %85, align 8, !tbaa !37, !noalias !40
  br label %307

341:                                              ; preds = %285, %677, %685, %693, %701
  %342 = phi i64 [ %86, %285 ], [ %93, %677 ], [ %93, %701 ], [ %93, %693 ], [ %93, %685 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !40
  %343 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 %342
  %344 = load double, ptr %343, align 8, !tbaa !37, !noalias !40
  %345 = load double, ptr %124, align 8, !tbaa !37, !noalias !40
  %346 = load double, ptr %127, align 8, !tbaa !37, !noalias !40
  %347 = load double, ptr %130, align 8, !tbaa !37, !noalias !40
  %348 = load double, ptr %132, align 8, !tbaa !37, !noalias !40
  %349 = load double, ptr %135, align 8, !tbaa !37, !noalias !40
  %350 = load double, ptr %138, align 8, !tbaa !37, !noalias !40
  %351 = load double, ptr %141, align 8, !tbaa !37, !noalias !40
  %352 = fmul contract double %344, %348
  %353 = fadd contract double %301, %352
  %354 = fmul contract double %344, %349
  %355 = fadd contract double %300, %354
  %356 = fmul contract double %344, %350
  %357 = fadd contract double %299, %356
  %358 = fmul contract double %344, %351
  %359 = fadd contract double %298, %358
  %360 = fmul contract double %345, %348
  %361 = fadd contract double %297, %360
  %362 = fmul contract double %345, %349
  %363 = fadd contract double %296, %362
  %364 = fmul contract double %345, %350
  %365 = fadd contract double %295, %364
  %366 = fmul contract double %345, %351
  %367 = fadd contract double %294, %366
  %368 = fmul contract double %346, %348
  %369 = fadd contract double %293, %368
  %370 = fmul contract double %346, %349
  %371 = fadd contract double %292, %370
  %372 = fmul contract double %346, %350
  %373 = fadd contract double %291, %372
  %374 = fmul contract double %346, %351
  %375 = fadd contract double %290, %374
  %376 = fmul contract double %347, %348
  %377 = fadd contract double %289, %376
  %378 = fmul contract double %347, %349
  %379 = fadd contract double %288, %378
  %380 = fmul contract double %347, %350
  %381 = fadd contract double %287, %380
  %382 = fmul contract double %347, %351
  %383 = fadd contract double %286, %382
  %384 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 264), i64 %342
  %385 = load double, ptr %384, align 8, !tbaa !37, !noalias !40
  %386 = load double, ptr %142, align 8, !tbaa !37, !noalias !40
  %387 = load double, ptr %143, align 8, !tbaa !37, !noalias !40
  %388 = load double, ptr %144, align 8, !tbaa !37, !noalias !40
  %389 = load double, ptr %145, align 8, !tbaa !37, !noalias !40
  %390 = load double, ptr %146, align 8, !tbaa !37, !noalias !40
  %391 = load double, ptr %147, align 8, !tbaa !37, !noalias !40
  %392 = load double, ptr %148, align 8, !tbaa !37, !noalias !40
  %393 = fmul contract double %385, %389
  %394 = fadd contract double %353, %393
  %395 = fmul contract double %385, %390
  %396 = fadd contract double %355, %395
  %397 = fmul contract double %385, %391
  %398 = fadd contract double %357, %397
  %399 = fmul contract double %385, %392
  %400 = fadd contract double %359, %399
  %401 = fmul contract double %386, %389
  %402 = fadd contract double %361, %401
  %403 = fmul contract double %386, %390
  %404 = fadd contract double %363, %403
  %405 = fmul contract double %386, %391
  %406 = fadd contract double %365, %405
  %407 = fmul contract double %386, %392
  %408 = fadd contract double %367, %407
  %409 = fmul contract double %387, %389
  %410 = fadd contract double %369, %409
  %411 = fmul contract double %387, %390
  %412 = fadd contract double %371, %411
  %413 = fmul contract double %387, %391
  %414 = fadd contract double %373, %413
  %415 = fmul contract double %387, %392
  %416 = fadd contract double %375, %415
  %417 = fmul contract double %388, %389
  %418 = fadd contract double %377, %417
  %419 = fmul contract double %388, %390
  %420 = fadd contract double %379, %419
  %421 = fmul contract double %388, %391
  %422 = fadd contract double %381, %421
  %423 = fmul contract double %388, %392
  %424 = fadd contract double %383, %423
  %425 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 528), i64 %342
  %426 = load double, ptr %425, align 8, !tbaa !37, !noalias !40
  %427 = load double, ptr %149, align 8, !tbaa !37, !noalias !40
  %428 = load double, ptr %150, align 8, !tbaa !37, !noalias !40
  %429 = load double, ptr %151, align 8, !tbaa !37, !noalias !40
  %430 = load double, ptr %152, align 8, !tbaa !37, !noalias !40
  %431 = load double, ptr %153, align 8, !tbaa !37, !noalias !40
  %432 = load double, ptr %154, align 8, !tbaa !37, !noalias !40
  %433 = load double, ptr %155, align 8, !tbaa !37, !noalias !40
  %434 = fmul contract double %426, %430
  %435 = fadd contract double %394, %434
  %436 = fmul contract double %426, %431
  %437 = fadd contract double %396, %436
  %438 = fmul contract double %426, %432
  %439 = fadd contract double %398, %438
  %440 = fmul contract double %426, %433
  %441 = fadd contract double %400, %440
  %442 = fmul contract double %427, %430
  %443 = fadd contract double %402, %442
  %444 = fmul contract double %427, %431
  %445 = fadd contract double %404, %444
  %446 = fmul contract double %427, %432
  %447 = fadd contract double %406, %446
  %448 = fmul contract double %427, %433
  %449 = fadd contract double %408, %448
  %450 = fmul contract double %428, %430
  %451 = fadd contract double %410, %450
  %452 = fmul contract double %428, %431
  %453 = fadd contract double %412, %452
  %454 = fmul contract double %428, %432
  %455 = fadd contract double %414, %454
  %456 = fmul contract double %428, %433
  %457 = fadd contract double %416, %456
  %458 = fmul contract double %429, %430
  %459 = fadd contract double %418, %458
  %460 = fmul contract double %429, %431
  %461 = fadd contract double %420, %460
  %462 = fmul contract double %429, %432
  %463 = fadd contract double %422, %462
  %464 = fmul contract double %429, %433
  %465 = fadd contract double %424, %464
  %466 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 792), i64 %342
  %467 = load double, ptr %466, align 8, !tbaa !37, !noalias !40
  %468 = load double, ptr %156, align 8, !tbaa !37, !noalias !40
  %469 = load double, ptr %157, align 8, !tbaa !37, !noalias !40
  %470 = load double, ptr %158, align 8, !tbaa !37, !noalias !40
  %471 = load double, ptr %159, align 8, !tbaa !37, !noalias !40
  %472 = load double, ptr %160, align 8, !tbaa !37, !noalias !40
  %473 = load double, ptr %161, align 8, !tbaa !37, !noalias !40
  %474 = load double, ptr %162, align 8, !tbaa !37, !noalias !40
  %475 = fmul contract double %467, %471
  %476 = fadd contract double %435, %475
  %477 = fmul contract double %467, %472
  %478 = fadd contract double %437, %477
  %479 = fmul contract double %467, %473
  %480 = fadd contract double %439, %479
  %481 = fmul contract double %467, %474
  %482 = fadd contract double %441, %481
  %483 = fmul contract double %468, %471
  %484 = fadd contract double %443, %483
  %485 = fmul contract double %468, %472
  %486 = fadd contract double %445, %485
  %487 = fmul contract double %468, %473
  %488 = fadd contract double %447, %487
  %489 = fmul contract double %468, %474
  %490 = fadd contract double %449, %489
  %491 = fmul contract double %469, %471
  %492 = fadd contract double %451, %491
  %493 = fmul contract double %469, %472
  %494 = fadd contract double %453, %493
  %495 = fmul contract double %469, %473
  %496 = fadd contract double %455, %495
  %497 = fmul contract double %469, %474
  %498 = fadd contract double %457, %497
  %499 = fmul contract double %470, %471
  %500 = fadd contract double %459, %499
  %501 = fmul contract double %470, %472
  %502 = fadd contract double %461, %501
  %503 = fmul contract double %470, %473
  %504 = fadd contract double %463, %503
  %505 = fmul contract double %470, %474
  %506 = fadd contract double %465, %505
  %507 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1056), i64 %342
  %508 = load double, ptr %507, align 8, !tbaa !37, !noalias !40
  %509 = load double, ptr %163, align 8, !tbaa !37, !noalias !40
  %510 = load double, ptr %164, align 8, !tbaa !37, !noalias !40
  %511 = load double, ptr %165, align 8, !tbaa !37, !noalias !40
  %512 = load double, ptr %166, align 8, !tbaa !37, !noalias !40
  %513 = load double, ptr %167, align 8, !tbaa !37, !noalias !40
  %514 = load double, ptr %168, align 8, !tbaa !37, !noalias !40
  %515 = load double, ptr %169, align 8, !tbaa !37, !noalias !40
  %516 = fmul contract double %508, %512
  %517 = fadd contract double %476, %516
  %518 = fmul contract double %508, %513
  %519 = fadd contract double %478, %518
  %520 = fmul contract double %508, %514
  %521 = fadd contract double %480, %520
  %522 = fmul contract double %508, %515
  %523 = fadd contract double %482, %522
  %524 = fmul contract double %509, %512
  %525 = fadd contract double %484, %524
  %526 = fmul contract double %509, %513
  %527 = fadd contract double %486, %526
  %528 = fmul contract double %509, %514
  %529 = fadd contract double %488, %528
  %530 = fmul contract double %509, %515
  %531 = fadd contract double %490, %530
  %532 = fmul contract double %510, %512
  %533 = fadd contract double %492, %532
  %534 = fmul contract double %510, %513
  %535 = fadd contract double %494, %534
  %536 = fmul contract double %510, %514
  %537 = fadd contract double %496, %536
  %538 = fmul contract double %510, %515
  %539 = fadd contract double %498, %538
  %540 = fmul contract double %511, %512
  %541 = fadd contract double %500, %540
  %542 = fmul contract double %511, %513
  %543 = fadd contract double %502, %542
  %544 = fmul contract double %511, %514
  %545 = fadd contract double %504, %544
  %546 = fmul contract double %511, %515
  %547 = fadd contract double %506, %546
  %548 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1320), i64 %342
  %549 = load double, ptr %548, align 8, !tbaa !37, !noalias !40
  %550 = load double, ptr %170, align 8, !tbaa !37, !noalias !40
  %551 = load double, ptr %171, align 8, !tbaa !37, !noalias !40
  %552 = load double, ptr %172, align 8, !tbaa !37, !noalias !40
  %553 = load double, ptr %173, align 8, !tbaa !37, !noalias !40
  %554 = load double, ptr %174, align 8, !tbaa !37, !noalias !40
  %555 = load double, ptr %175, align 8, !tbaa !37, !noalias !40
  %556 = load double, ptr %176, align 8, !tbaa !37, !noalias !40
  %557 = fmul contract double %549, %553
  %558 = fadd contract double %517, %557
  %559 = fmul contract double %549, %554
  %560 = fadd contract double %519, %559
  %561 = fmul contract double %549, %555
  %562 = fadd contract double %521, %561
  %563 = fmul contract double %549, %556
  %564 = fadd contract double %523, %563
  %565 = fmul contract double %550, %553
  %566 = fadd contract double %525, %565
  %567 = fmul contract double %550, %554
  %568 = fadd contract double %527, %567
  %569 = fmul contract double %550, %555
  %570 = fadd contract double %529, %569
  %571 = fmul contract double %550, %556
  %572 = fadd contract double %531, %571
  %573 = fmul contract double %551, %553
  %574 = fadd contract double %533, %573
  %575 = fmul contract double %551, %554
  %576 = fadd contract double %535, %575
  %577 = fmul contract double %551, %555
  %578 = fadd contract double %537, %577
  %579 = fmul contract double %551, %556
  %580 = fadd contract double %539, %579
  %581 = fmul contract double %552, %553
  %582 = fadd contract double %541, %581
  %583 = fmul contract double %552, %554
  %584 = fadd contract double %543, %583
  %585 = fmul contract double %552, %555
  %586 = fadd contract double %545, %585
  %587 = fmul contract double %552, %556
  %588 = fadd contract double %547, %587
  %589 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1584), i64 %342
  %590 = load double, ptr %589, align 8, !tbaa !37, !noalias !40
  %591 = load double, ptr %177, align 8, !tbaa !37, !noalias !40
  %592 = load double, ptr %178, align 8, !tbaa !37, !noalias !40
  %593 = load double, ptr %179, align 8, !tbaa !37, !noalias !40
  %594 = load double, ptr %180, align 8, !tbaa !37, !noalias !40
  %595 = load double, ptr %181, align 8, !tbaa !37, !noalias !40
  %596 = load double, ptr %182, align 8, !tbaa !37, !noalias !40
  %597 = load double, ptr %183, align 8, !tbaa !37, !noalias !40
  %598 = fmul contract double %590, %594
  %599 = fadd contract double %558, %598
  %600 = fmul contract double %590, %595
  %601 = fadd contract double %560, %600
  %602 = fmul contract double %590, %596
  %603 = fadd contract double %562, %602
  %604 = fmul contract double %590, %597
  %605 = fadd contract double %564, %604
  %606 = fmul contract double %591, %594
  %607 = fadd contract double %566, %606
  %608 = fmul contract double %591, %595
  %609 = fadd contract double %568, %608
  %610 = fmul contract double %591, %596
  %611 = fadd contract double %570, %610
  %612 = fmul contract double %591, %597
  %613 = fadd contract double %572, %612
  %614 = fmul contract double %592, %594
  %615 = fadd contract double %574, %614
  %616 = fmul contract double %592, %595
  %617 = fadd contract double %576, %616
  %618 = fmul contract double %592, %596
  %619 = fadd contract double %578, %618
  %620 = fmul contract double %592, %597
  %621 = fadd contract double %580, %620
  %622 = fmul contract double %593, %594
  %623 = fadd contract double %582, %622
  %624 = fmul contract double %593, %595
  %625 = fadd contract double %584, %624
  %626 = fmul contract double %593, %596
  %627 = fadd contract double %586, %626
  %628 = fmul contract double %593, %597
  %629 = fadd contract double %588, %628
  %630 = getelementptr inbounds nuw double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1848), i64 %342
  %631 = load double, ptr %630, align 8, !tbaa !37, !noalias !40
  %632 = load double, ptr %184, align 8, !tbaa !37, !noalias !40
  %633 = load double, ptr %185, align 8, !tbaa !37, !noalias !40
  %634 = load double, ptr %186, align 8, !tbaa !37, !noalias !40
  %635 = load double, ptr %187, align 8, !tbaa !37, !noalias !40
  %636 = load double, ptr %188, align 8, !tbaa !37, !noalias !40
  %637 = load double, ptr %189, align 8, !tbaa !37, !noalias !40
  %638 = load double, ptr %190, align 8, !tbaa !37, !noalias !40
  %639 = fmul contract double %631, %635
  %640 = fadd contract double %599, %639
  %641 = fmul contract double %631, %636
  %642 = fadd contract double %601, %641
  %643 = fmul contract double %631, %637
  %644 = fadd contract double %603, %643
  %645 = fmul contract double %631, %638
  %646 = fadd contract double %605, %645
  %647 = fmul contract double %632, %635
  %648 = fadd contract double %607, %647
  %649 = fmul contract double %632, %636
  %650 = fadd contract double %609, %649
  %651 = fmul contract double %632, %637
  %652 = fadd contract double %611, %651
  %653 = fmul contract double %632, %638
  %654 = fadd contract double %613, %653
  %655 = fmul contract double %633, %635
  %656 = fadd contract double %615, %655
  %657 = fmul contract double %633, %636
  %658 = fadd contract double %617, %657
  %659 = fmul contract double %633, %637
  %660 = fadd contract double %619, %659
  %661 = fmul contract double %633, %638
  %662 = fadd contract double %621, %661
  %663 = fmul contract double %634, %635
  %664 = fadd contract double %623, %663
  %665 = fmul contract double %634, %636
  %666 = fadd contract double %625, %665
  %667 = fmul contract double %634, %637
  %668 = fadd contract double %627, %667
  %669 = fmul contract double %634, %638
  %670 = fadd contract double %629, %669
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !40
  %671 = add nuw nsw i32 %302, 8
  %672 = icmp slt i32 %671, %2
  br i1 %672, label %285, label %268, !llvm.loop !42

673:                                              ; preds = %307
  %674 = zext nneg i32 %308 to i64
  %675 = getelementptr double, ptr %264, i64 %674
  %676 = load double, ptr %675, align 8, !tbaa !37, !alias.scope !33, !noalias !43
  br label %677

677:                                              ; preds = %673, %307
  %678 = phi contract double [ %676, %673 ], [ 0.000000e+00, %307 ]
  store double %678, ptr %94, align 8, !tbaa !37, !noalias !40
  br i1 %95, label %679, label %341, !llvm.loop !44

679:                                              ; preds = %677
  %680 = select i1 %99, i1 %309, i1 false
  br i1 %680, label %681, label %685

681:                                              ; preds = %679
  %682 = zext nneg i32 %308 to i64
  %683 = getelementptr double, ptr %265, i64 %682
  %684 = load double, ptr %683, align 8, !tbaa !37, !alias.scope !33, !noalias !43
  br label %685

685:                                              ; preds = %681, %679
  %686 = phi contract double [ %684, %681 ], [ 0.000000e+00, %679 ]
  store double %686, ptr %103, align 8, !tbaa !37, !noalias !40
  br i1 %104, label %687, label %341, !llvm.loop !44

687:                                              ; preds = %685
  %688 = select i1 %108, i1 %309, i1 false
  br i1 %688, label %689, label %693

689:                                              ; preds = %687
  %690 = zext nneg i32 %308 to i64
  %691 = getelementptr double, ptr %266, i64 %690
  %692 = load double, ptr %691, align 8, !tbaa !37, !alias.scope !33, !noalias !43
  br label %693

693:                                              ; preds = %689, %687
  %694 = phi contract double [ %692, %689 ], [ 0.000000e+00, %687 ]
  store double %694, ptr %112, align 8, !tbaa !37, !noalias !40
  br i1 %113, label %695, label %341, !llvm.loop !44

695:                                              ; preds = %693
  %696 = select i1 %117, i1 %309, i1 false
  br i1 %696, label %697, label %701

697:                                              ; preds = %695
  %698 = zext nneg i32 %308 to i64
  %699 = getelementptr double, ptr %267, i64 %698
  %700 = load double, ptr %699, align 8, !tbaa !37, !alias.scope !33, !noalias !43
  br label %701

701:                                              ; preds = %697, %695
  %702 = phi contract double [ %700, %697 ], [ 0.000000e+00, %695 ]
  store double %702, ptr %121, align 8, !tbaa !37, !noalias !40
  br label %341

703:                                              ; preds = %268
  %704 = getelementptr double, ptr %254, i64 %193
  br i1 %194, label %705, label %714

705:                                              ; preds = %703
  %706 = getelementptr double, ptr %704, i64 %195
  %707 = fmul contract double %3, %284
  br i1 %48, label %712, label %708

708:                                              ; preds = %705
  %709 = load double, ptr %706, align 8, !tbaa !37, !alias.scope !35, !noalias !45
  %710 = fmul contract double %10, %709
  %711 = fadd contract double %707, %710
  br label %712

712:                                              ; preds = %705, %708
  %713 = phi contract double [ %711, %708 ], [ %707, %705 ]
  store double %713, ptr %706, align 8, !tbaa !37, !alias.scope !35, !noalias !45
  br label %714

714:                                              ; preds = %712, %703
  br i1 %197, label %715, label %724

715:                                              ; preds = %714
  %716 = getelementptr double, ptr %704, i64 %198
  %717 = fmul contract double %3, %280
  br i1 %48, label %722, label %718

718:                                              ; preds = %715
  %719 = load double, ptr %716, align 8, !tbaa !37, !alias.scope !35, !noalias !45
  %720 = fmul contract double %10, %719
  %721 = fadd contract double %717, %720
  br label %722

722:                                              ; preds = %715, %718
  %723 = phi contract double [ %721, %718 ], [ %717, %715 ]
  store double %723, ptr %716, align 8, !tbaa !37, !alias.scope !35, !noalias !45
  br label %724

724:                                              ; preds = %722, %714
  br i1 %200, label %725, label %734

725:                                              ; preds = %724
  %726 = getelementptr double, ptr %704, i64 %201
  %727 = fmul contract double %3, %276
  br i1 %48, label %732, label %728

728:                                              ; preds = %725
  %729 = load double, ptr %726, align 8, !tbaa !37, !alias.scope !35, !noalias !45
  %730 = fmul contract double %10, %729
  %731 = fadd contract double %727, %730
  br label %732

732:                                              ; preds = %725, %728
  %733 = phi contract double [ %731, %728 ], [ %727, %725 ]
  store double %733, ptr %726, align 8, !tbaa !37, !alias.scope !35, !noalias !45
  br label %734

734:                                              ; preds = %732, %724
  br i1 %203, label %735, label %744

735:                                              ; preds = %734
  %736 = getelementptr double, ptr %704, i64 %204
  %737 = fmul contract double %3, %272
  br i1 %48, label %742, label %738

738:                                              ; preds = %735
  %739 = load double, ptr %736, align 8, !tbaa !37, !alias.scope !35, !noalias !45
  %740 = fmul contract double %10, %739
  %741 = fadd contract double %737, %740
  br label %742

742:                                              ; preds = %735, %738
  %743 = phi contract double [ %741, %738 ], [ %737, %735 ]
  store double %743, ptr %736, align 8, !tbaa !37, !alias.scope !35, !noalias !45
  br label %744

744:                                              ; preds = %734, %742, %268
  br i1 %206, label %745, label %786

745:                                              ; preds = %744
  %746 = getelementptr double, ptr %254, i64 %208
  br i1 %209, label %747, label %756

747:                                              ; preds = %745
  %748 = getelementptr double, ptr %746, i64 %210
  %749 = fmul contract double %3, %283
  br i1 %48, label %754, label %750

750:                                              ; preds = %747
  %751 = load double, ptr %748, align 8, !tbaa !37, !alias.scope !35, !noalias !45
  %752 = fmul contract double %10, %751
  %753 = fadd contract double %749, %752
  br label %754

754:                                              ; preds = %747, %750
  %755 = phi contract double [ %753, %750 ], [ %749, %747 ]
  store double %755, ptr %748, align 8, !tbaa !37, !alias.scope !35, !noalias !45
  br label %756

756:                                              ; preds = %754, %745
  br i1 %212, label %757, label %766

757:                                              ; preds = %756
  %758 = getelementptr double, ptr %746, i64 %213
  %759 = fmul contract double %3, %279
  br i1 %48, label %764, label %760

760:                                              ; preds = %757
  %761 = load double, ptr %758, align 8, !tbaa !37, !alias.scope !35, !noalias !45
  %762 = fmul contract double %10, %761
  %763 = fadd contract double %759, %762
  br label %764

764:                                              ; preds = %757, %760
  %765 = phi contract double [ %763, %760 ], [ %759, %757 ]
  store double %765, ptr %758, align 8, !tbaa !37, !alias.scope !35, !noalias !45
  br label %766

766:                                              ; preds = %764, %756
  br i1 %215, label %767, label %776

767:                                              ; preds = %766
  %768 = getelementptr double, ptr %746, i64 %216
  %769 = fmul contract double %3, %275
  br i1 %48, label %774, label %770

770:                                              ; preds = %767
  %771 = load double, ptr %768, align 8, !tbaa !37, !alias.scope !35, !noalias !45
  %772 = fmul contract double %10, %771
  %773 = fadd contract double %769, %772
  br label %774

774:                                              ; preds = %767, %770
  %775 = phi contract double [ %773, %770 ], [ %769, %767 ]
  store double %775, ptr %768, align 8, !tbaa !37, !alias.scope !35, !noalias !45
  br label %776

776:                                              ; preds = %774, %766
  br i1 %218, label %777, label %786

777:                                              ; preds = %776
  %778 = getelementptr double, ptr %746, i64 %219
  %779 = fmul contract double %3, %271
  br i1 %48, label %784, label %780

780:                                              ; preds = %777
  %781 = load double, ptr %778, align 8, !tbaa !37, !alias.scope !35, !noalias !45
  %782 = fmul contract double %10, %781
  %783 = fadd contract double %779, %782
  br label %784

784:                                              ; preds = %777, %780
  %785 = phi contract double [ %783, %780 ], [ %779, %777 ]
  store double %785, ptr %778, align 8, !tbaa !37, !alias.scope !35, !noalias !45
  br label %786

786:                                              ; preds = %776, %784, %744
  br i1 %221, label %787, label %828

787:                                              ; preds = %786
  %788 = getelementptr double, ptr %254, i64 %223
  br i1 %224, label %789, label %798

789:                                              ; preds = %787
  %790 = getelementptr double, ptr %788, i64 %225
  %791 = fmul contract double %3, %282
  br i1 %48, label %796, label %792

792:                                              ; preds = %789
  %793 = load double, ptr %790, align 8, !tbaa !37, !alias.scope !35, !noalias !45
  %794 = fmul contract double %10, %793
  %795 = fadd contract double %791, %794
  br label %796

796:                                              ; preds = %789, %792
  %797 = phi contract double [ %795, %792 ], [ %791, %789 ]
  store double %797, ptr %790, align 8, !tbaa !37, !alias.scope !35, !noalias !45
  br label %798

798:                                              ; preds = %796, %787
  br i1 %227, label %799, label %808

799:                                              ; preds = %798
  %800 = getelementptr double, ptr %788, i64 %228
  %801 = fmul contract double %3, %278
  br i1 %48, label %806, label %802

802:                                              ; preds = %799
  %803 = load double, ptr %800, align 8, !tbaa !37, !alias.scope !35, !noalias !45
  %804 = fmul contract double %10, %803
  %805 = fadd contract double %801, %804
  br label %806

806:                                              ; preds = %799, %802
  %807 = phi contract double [ %805, %802 ], [ %801, %799 ]
  store double %807, ptr %800, align 8, !tbaa !37, !alias.scope !35, !noalias !45
  br label %808

808:                                              ; preds = %806, %798
  br i1 %230, label %809, label %818

809:                                              ; preds = %808
  %810 = getelementptr double, ptr %788, i64 %231
  %811 = fmul contract double %3, %274
  br i1 %48, label %816, label %812

812:                                              ; preds = %809
  %813 = load double, ptr %810, align 8, !tbaa !37, !alias.scope !35, !noalias !45
  %814 = fmul contract double %10, %813
  %815 = fadd contract double %811, %814
  br label %816

816:                                              ; preds = %809, %812
  %817 = phi contract double [ %815, %812 ], [ %811, %809 ]
  store double %817, ptr %810, align 8, !tbaa !37, !alias.scope !35, !noalias !45
  br label %818

818:                                              ; preds = %816, %808
  br i1 %233, label %819, label %828

819:                                              ; preds = %818
  %820 = getelementptr double, ptr %788, i64 %234
  %821 = fmul contract double %3, %270
  br i1 %48, label %826, label %822

822:                                              ; preds = %819
  %823 = load double, ptr %820, align 8, !tbaa !37, !alias.scope !35, !noalias !45
  %824 = fmul contract double %10, %823
  %825 = fadd contract double %821, %824
  br label %826

826:                                              ; preds = %819, %822
  %827 = phi contract double [ %825, %822 ], [ %821, %819 ]
  store double %827, ptr %820, align 8, !tbaa !37, !alias.scope !35, !noalias !45
  br label %828

828:                                              ; preds = %818, %826, %786
  br i1 %236, label %829, label %870

829:                                              ; preds = %828
  %830 = getelementptr double, ptr %254, i64 %238
  br i1 %239, label %831, label %840

831:                                              ; preds = %829
  %832 = getelementptr double, ptr %830, i64 %240
  %833 = fmul contract double %3, %281
  br i1 %48, label %838, label %834

834:                                              ; preds = %831
  %835 = load double, ptr %832, align 8, !tbaa !37, !alias.scope !35, !noalias !45
  %836 = fmul contract double %10, %835
  %837 = fadd contract double %833, %836
  br label %838

838:                                              ; preds = %831, %834
  %839 = phi contract double [ %837, %834 ], [ %833, %831 ]
  store double %839, ptr %832, align 8, !tbaa !37, !alias.scope !35, !noalias !45
  br label %840

840:                                              ; preds = %838, %829
  br i1 %242, label %841, label %850

841:                                              ; preds = %840
  %842 = getelementptr double, ptr %830, i64 %243
  %843 = fmul contract double %3, %277
  br i1 %48, label %848, label %844

844:                                              ; preds = %841
  %845 = load double, ptr %842, align 8, !tbaa !37, !alias.scope !35, !noalias !45
  %846 = fmul contract double %10, %845
  %847 = fadd contract double %843, %846
  br label %848

848:                                              ; preds = %841, %844
  %849 = phi contract double [ %847, %844 ], [ %843, %841 ]
  store double %849, ptr %842, align 8, !tbaa !37, !alias.scope !35, !noalias !45
  br label %850

850:                                              ; preds = %848, %840
  br i1 %245, label %851, label %860

851:                                              ; preds = %850
  %852 = getelementptr double, ptr %830, i64 %246
  %853 = fmul contract double %3, %273
  br i1 %48, label %858, label %854

854:                                              ; preds = %851
  %855 = load double, ptr %852, align 8, !tbaa !37, !alias.scope !35, !noalias !45
  %856 = fmul contract double %10, %855
  %857 = fadd contract double %853, %856
  br label %858

858:                                              ; preds = %851, %854
  %859 = phi contract double [ %857, %854 ], [ %853, %851 ]
  store double %859, ptr %852, align 8, !tbaa !37, !alias.scope !35, !noalias !45
  br label %860

860:                                              ; preds = %858, %850
  br i1 %248, label %861, label %870

861:                                              ; preds = %860
  %862 = getelementptr double, ptr %830, i64 %249
  %863 = fmul contract double %3, %269
  br i1 %48, label %868, label %864

864:                                              ; preds = %861
  %865 = load double, ptr %862, align 8, !tbaa !37, !alias.scope !35, !noalias !45
  %866 = fmul contract double %10, %865
  %867 = fadd contract double %863, %866
  br label %868

868:                                              ; preds = %861, %864
  %869 = phi contract double [ %867, %864 ], [ %863, %861 ]
  store double %869, ptr %862, align 8, !tbaa !37, !alias.scope !35, !noalias !45
  br label %870

870:                                              ; preds = %860, %868, %828
  %871 = add i32 %251, %49
  %872 = icmp slt i32 %871, %14
  br i1 %872, label %250, label %873, !llvm.loop !46

873:                                              ; preds = %870, %34, %15, %24
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
  br i1 %18, label %19, label %554

19:                                               ; preds = %10
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %21 = icmp sge i32 %20, %9
  %22 = icmp slt i32 %3, 1
  %23 = or i1 %22, %21
  br i1 %23, label %554, label %24

24:                                               ; preds = %19
  %25 = zext nneg i32 %20 to i64
  %26 = getelementptr inbounds nuw i32, ptr %0, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !6
  %28 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %27, i32 0)
  %29 = tail call i32 @llvm.umin.i32(i32 %28, i32 %3)
  %30 = getelementptr inbounds nuw i32, ptr %1, i64 %25
  %31 = load i32, ptr %30, align 4, !tbaa !6
  %32 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %31, i32 0)
  %33 = tail call i32 @llvm.umin.i32(i32 %32, i32 %3)
  %34 = getelementptr inbounds nuw i32, ptr %2, i64 %25
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %35, i32 0)
  %37 = tail call i32 @llvm.umin.i32(i32 %36, i32 %3)
  %38 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %39 = shl i32 %38, 4
  %40 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %41 = shl nuw nsw i32 %40, 4
  %42 = icmp samesign ult i32 %41, %29
  %43 = icmp slt i32 %39, %33
  %44 = and i1 %42, %43
  br i1 %44, label %45, label %554

45:                                               ; preds = %24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !47)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !50)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !52)
  %46 = zext nneg i32 %3 to i64
  %47 = mul nuw nsw i64 %46, %25
  %48 = mul i64 %47, %46
  %49 = getelementptr inbounds nuw float, ptr %8, i64 %48
  %50 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %51 = and i32 %50, 7
  %52 = lshr i32 %50, 3
  %53 = icmp eq i32 %37, 0
  br i1 %53, label %54, label %56

54:                                               ; preds = %45
  %55 = zext nneg i32 %29 to i64
  br label %216

56:                                               ; preds = %45
  %57 = getelementptr inbounds nuw float, ptr %6, i64 %48
  %58 = getelementptr inbounds nuw float, ptr %5, i64 %48
  %59 = icmp samesign ult i32 %50, 256
  %60 = zext nneg i32 %29 to i64
  %61 = zext nneg i32 %37 to i64
  %62 = and i32 %50, 15
  %63 = lshr i32 %50, 4
  %64 = or disjoint i32 %62, %41
  %65 = icmp samesign ult i32 %64, %29
  %66 = zext nneg i32 %64 to i64
  %67 = getelementptr float, ptr %58, i64 %66
  %68 = zext nneg i32 %63 to i64
  %69 = getelementptr inbounds nuw [17 x float], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 %68
  %70 = zext nneg i32 %62 to i64
  %71 = getelementptr inbounds nuw float, ptr %69, i64 %70
  %72 = icmp samesign ult i32 %50, 192
  %73 = add nuw nsw i32 %50, 64
  %74 = lshr i32 %73, 4
  %75 = zext nneg i32 %64 to i64
  %76 = getelementptr float, ptr %58, i64 %75
  %77 = zext nneg i32 %74 to i64
  %78 = getelementptr inbounds nuw [17 x float], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 %77
  %79 = getelementptr inbounds nuw float, ptr %78, i64 %70
  %80 = icmp samesign ult i32 %50, 128
  %81 = lshr i32 %50, 4
  %82 = or disjoint i32 %81, 8
  %83 = zext nneg i32 %64 to i64
  %84 = getelementptr float, ptr %58, i64 %83
  %85 = zext nneg i32 %82 to i64
  %86 = getelementptr inbounds nuw [17 x float], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 %85
  %87 = getelementptr inbounds nuw float, ptr %86, i64 %70
  %88 = icmp samesign ult i32 %50, 64
  %89 = add nuw nsw i32 %50, 192
  %90 = lshr i32 %89, 4
  %91 = zext nneg i32 %64 to i64
  %92 = getelementptr float, ptr %58, i64 %91
  %93 = zext nneg i32 %90 to i64
  %94 = getelementptr inbounds nuw [17 x float], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 %93
  %95 = getelementptr inbounds nuw float, ptr %94, i64 %70
  %96 = lshr i32 %50, 4
  %97 = or disjoint i32 %96, %39
  %98 = icmp slt i32 %97, %33
  %99 = sext i32 %97 to i64
  %100 = mul nsw i64 %99, %61
  %101 = getelementptr float, ptr %57, i64 %100
  %102 = zext nneg i32 %62 to i64
  %103 = getelementptr inbounds nuw [17 x float], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 %102
  %104 = zext nneg i32 %96 to i64
  %105 = getelementptr inbounds nuw float, ptr %103, i64 %104
  %106 = icmp samesign ult i32 %50, 192
  %107 = add nuw nsw i32 %50, 64
  %108 = lshr i32 %107, 4
  %109 = or disjoint i32 %108, %39
  %110 = icmp slt i32 %109, %33
  %111 = sext i32 %109 to i64
  %112 = mul nsw i64 %111, %61
  %113 = getelementptr float, ptr %57, i64 %112
  %114 = zext nneg i32 %108 to i64
  %115 = getelementptr inbounds nuw float, ptr %103, i64 %114
  %116 = icmp samesign ult i32 %50, 128
  %117 = lshr i32 %50, 4
  %118 = or disjoint i32 %117, 8
  %119 = or disjoint i32 %118, %39
  %120 = icmp slt i32 %119, %33
  %121 = sext i32 %119 to i64
  %122 = mul nsw i64 %121, %61
  %123 = getelementptr float, ptr %57, i64 %122
  %124 = zext nneg i32 %118 to i64
  %125 = getelementptr inbounds nuw float, ptr %103, i64 %124
  %126 = icmp samesign ult i32 %50, 64
  %127 = add nuw nsw i32 %50, 192
  %128 = lshr i32 %127, 4
  %129 = or disjoint i32 %128, %39
  %130 = icmp slt i32 %129, %33
  %131 = sext i32 %129 to i64
  %132 = mul nsw i64 %131, %61
  %133 = getelementptr float, ptr %57, i64 %132
  %134 = zext nneg i32 %128 to i64
  %135 = getelementptr inbounds nuw float, ptr %103, i64 %134
  %136 = zext nneg i32 %52 to i64
  %137 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 %136
  %138 = add nuw nsw i32 %52, 8
  %139 = zext nneg i32 %138 to i64
  %140 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 %139
  %141 = zext nneg i32 %51 to i64
  %142 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 %141
  %143 = or disjoint i32 %51, 8
  %144 = zext nneg i32 %143 to i64
  %145 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 %144
  %146 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 68), i64 %136
  %147 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 68), i64 %139
  %148 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 68), i64 %141
  %149 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 68), i64 %144
  %150 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 136), i64 %136
  %151 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 136), i64 %139
  %152 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 136), i64 %141
  %153 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 136), i64 %144
  %154 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 204), i64 %136
  %155 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 204), i64 %139
  %156 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 204), i64 %141
  %157 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 204), i64 %144
  %158 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 272), i64 %136
  %159 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 272), i64 %139
  %160 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 272), i64 %141
  %161 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 272), i64 %144
  %162 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 340), i64 %136
  %163 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 340), i64 %139
  %164 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 340), i64 %141
  %165 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 340), i64 %144
  %166 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 408), i64 %136
  %167 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 408), i64 %139
  %168 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 408), i64 %141
  %169 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 408), i64 %144
  %170 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 476), i64 %136
  %171 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 476), i64 %139
  %172 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 476), i64 %141
  %173 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 476), i64 %144
  %174 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 544), i64 %136
  %175 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 544), i64 %139
  %176 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 544), i64 %141
  %177 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 544), i64 %144
  %178 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 612), i64 %136
  %179 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 612), i64 %139
  %180 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 612), i64 %141
  %181 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 612), i64 %144
  %182 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 680), i64 %136
  %183 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 680), i64 %139
  %184 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 680), i64 %141
  %185 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 680), i64 %144
  %186 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 748), i64 %136
  %187 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 748), i64 %139
  %188 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 748), i64 %141
  %189 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 748), i64 %144
  %190 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 816), i64 %136
  %191 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 816), i64 %139
  %192 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 816), i64 %141
  %193 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 816), i64 %144
  %194 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 884), i64 %136
  %195 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 884), i64 %139
  %196 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 884), i64 %141
  %197 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 884), i64 %144
  %198 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 952), i64 %136
  %199 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 952), i64 %139
  %200 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 952), i64 %141
  %201 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 952), i64 %144
  %202 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1020), i64 %136
  %203 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2As to ptr), i64 1020), i64 %139
  %204 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1020), i64 %141
  %205 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iiiE2Bs to ptr), i64 1020), i64 %144
  br label %206

206:                                              ; preds = %56, %270
  %207 = phi float [ 0.000000e+00, %56 ], [ %462, %270 ]
  %208 = phi float [ 0.000000e+00, %56 ], [ %460, %270 ]
  %209 = phi float [ 0.000000e+00, %56 ], [ %458, %270 ]
  %210 = phi float [ 0.000000e+00, %56 ], [ %456, %270 ]
  %211 = phi i32 [ 0, %56 ], [ %463, %270 ]
  br i1 %59, label %212, label %270

212:                                              ; preds = %206
  %213 = or disjoint i32 %63, %211
  %214 = icmp samesign ult i32 %213, %37
  %215 = select i1 %65, i1 %214, i1 false
  br i1 %215, label %230, label %235

216:                                              ; preds = %270, %54
  %217 = phi i64 [ %55, %54 ], [ %60, %270 ]
  %218 = phi float [ 0.000000e+00, %54 ], [ %462, %270 ]
  %219 = phi float [ 0.000000e+00, %54 ], [ %460, %270 ]
  %220 = phi float [ 0.000000e+00, %54 ], [ %458, %270 ]
  %221 = phi float [ 0.000000e+00, %54 ], [ %456, %270 ]
  %222 = or disjoint i32 %51, %39
  %223 = add nuw nsw i32 %41, %52
  %224 = fcmp contract oeq float %7, 0.000000e+00
  %225 = icmp slt i32 %222, %33
  br i1 %225, label %495, label %523

226:                                              ; preds = %268, %257, %246, %235
  %227 = or disjoint i32 %62, %211
  %228 = icmp samesign ult i32 %227, %37
  %229 = select i1 %98, i1 %228, i1 false
  br i1 %229, label %465, label %469

230:                                              ; preds = %212
  %231 = zext nneg i32 %213 to i64
  %232 = mul nuw nsw i64 %231, %60
  %233 = getelementptr float, ptr %67, i64 %232
  %234 = load float, ptr %233, align 4, !tbaa !18, !alias.scope !47, !noalias !54
  br label %235

235:                                              ; preds = %230, %212
  %236 = phi float [ %234, %230 ], [ 0.000000e+00, %212 ]
  store float %236, ptr %71, align 4, !tbaa !18, !noalias !55
  br i1 %72, label %237, label %226, !llvm.loop !56

237:                                              ; preds = %235
  %238 = or disjoint i32 %74, %211
  %239 = icmp samesign ult i32 %238, %37
  %240 = select i1 %65, i1 %239, i1 false
  br i1 %240, label %241, label %246

241:                                              ; preds = %237
  %242 = zext nneg i32 %238 to i64
  %243 = mul nuw nsw i64 %242, %60
  %244 = getelementptr float, ptr %76, i64 %243
  %245 = load float, ptr %244, align 4, !tbaa !18, !alias.scope !47, !noalias !54
  br label %246

246:                                              ; preds = %241, %237
  %247 = phi float [ %245, %241 ], [ 0.000000e+00, %237 ]
  store float %247, ptr %79, align 4, !tbaa !18, !noalias !55
  br i1 %80, label %248, label %226, !llvm.loop !56

248:                                              ; preds = %246
  %249 = or disjoint i32 %82, %211
  %250 = icmp samesign ult i32 %249, %37
  %251 = select i1 %65, i1 %250, i1 false
  br i1 %251, label %252, label %257

252:                                              ; preds = %248
  %253 = zext nneg i32 %249 to i64
  %254 = mul nuw nsw i64 %253, %60
  %255 = getelementptr float, ptr %84, i64 %254
  %256 = load float, ptr %255, align 4, !tbaa !18, !alias.scope !47, !noalias !54
  br label %257

257:                                              ; preds = %252, %248
  %258 = phi float [ %256, %252 ], [ 0.000000e+00, %248 ]
  store float %258, ptr %87, align 4, !tbaa !18, !noalias !55
  br i1 %88, label %259, label %226, !llvm.loop !56

259:                                              ; preds = %257
  %260 = or disjoint i32 %90, %211
  %261 = icmp samesign ult i32 %260, %37
  %262 = select i1 %65, i1 %261, i1 false
  br i1 %262, label %263, label %268

263:                                              ; preds = %259
  %264 = zext nneg i32 %260 to i64
  %265 = mul nuw nsw i64 %264, %60
  %266 = getelementptr float, ptr %92, i64 %265
  %267 = load float, ptr %266, align 4, !tbaa !18, !alias.scope !47, !noalias !54
  br label %268

268:                                              ; preds = %263, %259
  %269 = phi float [ %267, %263 ], [ 0.000000e+00, %259 ]
  store float %269, ptr %95, align 4, !tbaa !18, !noalias !55
  br label %226

270:                                              ; preds = %206, %469, %477, %485, %493
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !55
  %271 = load float, ptr %137, align 4, !tbaa !18, !noalias !55
  %272 = load float, ptr %140, align 4, !tbaa !18, !noalias !55
  %273 = load float, ptr %142, align 4, !tbaa !18, !noalias !55
  %274 = load float, ptr %145, align 4, !tbaa !18, !noalias !55
  %275 = fmul contract float %271, %273
  %276 = fadd contract float %210, %275
  %277 = fmul contract float %271, %274
  %278 = fadd contract float %209, %277
  %279 = fmul contract float %272, %273
  %280 = fadd contract float %208, %279
  %281 = fmul contract float %272, %274
  %282 = fadd contract float %207, %281
  %283 = load float, ptr %146, align 4, !tbaa !18, !noalias !55
  %284 = load float, ptr %147, align 4, !tbaa !18, !noalias !55
  %285 = load float, ptr %148, align 4, !tbaa !18, !noalias !55
  %286 = load float, ptr %149, align 4, !tbaa !18, !noalias !55
  %287 = fmul contract float %283, %285
  %288 = fadd contract float %276, %287
  %289 = fmul contract float %283, %286
  %290 = fadd contract float %278, %289
  %291 = fmul contract float %284, %285
  %292 = fadd contract float %280, %291
  %293 = fmul contract float %284, %286
  %294 = fadd contract float %282, %293
  %295 = load float, ptr %150, align 4, !tbaa !18, !noalias !55
  %296 = load float, ptr %151, align 4, !tbaa !18, !noalias !55
  %297 = load float, ptr %152, align 4, !tbaa !18, !noalias !55
  %298 = load float, ptr %153, align 4, !tbaa !18, !noalias !55
  %299 = fmul contract float %295, %297
  %300 = fadd contract float %288, %299
  %301 = fmul contract float %295, %298
  %302 = fadd contract float %290, %301
  %303 = fmul contract float %296, %297
  %304 = fadd contract float %292, %303
  %305 = fmul contract float %296, %298
  %306 = fadd contract float %294, %305
  %307 = load float, ptr %154, align 4, !tbaa !18, !noalias !55
  %308 = load float, ptr %155, align 4, !tbaa !18, !noalias !55
  %309 = load float, ptr %156, align 4, !tbaa !18, !noalias !55
  %310 = load float, ptr %157, align 4, !tbaa !18, !noalias !55
  %311 = fmul contract float %307, %309
  %312 = fadd contract float %300, %311
  %313 = fmul contract float %307, %310
  %314 = fadd contract float %302, %313
  %315 = fmul contract float %308, %309
  %316 = fadd contract float %304, %315
  %317 = fmul contract float %308, %310
  %318 = fadd contract float %306, %317
  %319 = load float, ptr %158, align 4, !tbaa !18, !noalias !55
  %320 = load float, ptr %159, align 4, !tbaa !18, !noalias !55
  %321 = load float, ptr %160, align 4, !tbaa !18, !noalias !55
  %322 = load float, ptr %161, align 4, !tbaa !18, !noalias !55
  %323 = fmul contract float %319, %321
  %324 = fadd contract float %312, %323
  %325 = fmul contract float %319, %322
  %326 = fadd contract float %314, %325
  %327 = fmul contract float %320, %321
  %328 = fadd contract float %316, %327
  %329 = fmul contract float %320, %322
  %330 = fadd contract float %318, %329
  %331 = load float, ptr %162, align 4, !tbaa !18, !noalias !55
  %332 = load float, ptr %163, align 4, !tbaa !18, !noalias !55
  %333 = load float, ptr %164, align 4, !tbaa !18, !noalias !55
  %334 = load float, ptr %165, align 4, !tbaa !18, !noalias !55
  %335 = fmul contract float %331, %333
  %336 = fadd contract float %324, %335
  %337 = fmul contract float %331, %334
  %338 = fadd contract float %326, %337
  %339 = fmul contract float %332, %333
  %340 = fadd contract float %328, %339
  %341 = fmul contract float %332, %334
  %342 = fadd contract float %330, %341
  %343 = load float, ptr %166, align 4, !tbaa !18, !noalias !55
  %344 = load float, ptr %167, align 4, !tbaa !18, !noalias !55
  %345 = load float, ptr %168, align 4, !tbaa !18, !noalias !55
  %346 = load float, ptr %169, align 4, !tbaa !18, !noalias !55
  %347 = fmul contract float %343, %345
  %348 = fadd contract float %336, %347
  %349 = fmul contract float %343, %346
  %350 = fadd contract float %338, %349
  %351 = fmul contract float %344, %345
  %352 = fadd contract float %340, %351
  %353 = fmul contract float %344, %346
  %354 = fadd contract float %342, %353
  %355 = load float, ptr %170, align 4, !tbaa !18, !noalias !55
  %356 = load float, ptr %171, align 4, !tbaa !18, !noalias !55
  %357 = load float, ptr %172, align 4, !tbaa !18, !noalias !55
  %358 = load float, ptr %173, align 4, !tbaa !18, !noalias !55
  %359 = fmul contract float %355, %357
  %360 = fadd contract float %348, %359
  %361 = fmul contract float %355, %358
  %362 = fadd contract float %350, %361
  %363 = fmul contract float %356, %357
  %364 = fadd contract float %352, %363
  %365 = fmul contract float %356, %358
  %366 = fadd contract float %354, %365
  %367 = load float, ptr %174, align 4, !tbaa !18, !noalias !55
  %368 = load float, ptr %175, align 4, !tbaa !18, !noalias !55
  %369 = load float, ptr %176, align 4, !tbaa !18, !noalias !55
  %370 = load float, ptr %177, align 4, !tbaa !18, !noalias !55
  %371 = fmul contract float %367, %369
  %372 = fadd contract float %360, %371
  %373 = fmul contract float %367, %370
  %374 = fadd contract float %362, %373
  %375 = fmul contract float %368, %369
  %376 = fadd contract float %364, %375
  %377 = fmul contract float %368, %370
  %378 = fadd contract float %366, %377
  %379 = load float, ptr %178, align 4, !tbaa !18, !noalias !55
  %380 = load float, ptr %179, align 4, !tbaa !18, !noalias !55
  %381 = load float, ptr %180, align 4, !tbaa !18, !noalias !55
  %382 = load float, ptr %181, align 4, !tbaa !18, !noalias !55
  %383 = fmul contract float %379, %381
  %384 = fadd contract float %372, %383
  %385 = fmul contract float %379, %382
  %386 = fadd contract float %374, %385
  %387 = fmul contract float %380, %381
  %388 = fadd contract float %376, %387
  %389 = fmul contract float %380, %382
  %390 = fadd contract float %378, %389
  %391 = load float, ptr %182, align 4, !tbaa !18, !noalias !55
  %392 = load float, ptr %183, align 4, !tbaa !18, !noalias !55
  %393 = load float, ptr %184, align 4, !tbaa !18, !noalias !55
  %394 = load float, ptr %185, align 4, !tbaa !18, !noalias !55
  %395 = fmul contract float %391, %393
  %396 = fadd contract float %384, %395
  %397 = fmul contract float %391, %394
  %398 = fadd contract float %386, %397
  %399 = fmul contract float %392, %393
  %400 = fadd contract float %388, %399
  %401 = fmul contract float %392, %394
  %402 = fadd contract float %390, %401
  %403 = load float, ptr %186, align 4, !tbaa !18, !noalias !55
  %404 = load float, ptr %187, align 4, !tbaa !18, !noalias !55
  %405 = load float, ptr %188, align 4, !tbaa !18, !noalias !55
  %406 = load float, ptr %189, align 4, !tbaa !18, !noalias !55
  %407 = fmul contract float %403, %405
  %408 = fadd contract float %396, %407
  %409 = fmul contract float %403, %406
  %410 = fadd contract float %398, %409
  %411 = fmul contract float %404, %405
  %412 = fadd contract float %400, %411
  %413 = fmul contract float %404, %406
  %414 = fadd contract float %402, %413
  %415 = load float, ptr %190, align 4, !tbaa !18, !noalias !55
  %416 = load float, ptr %191, align 4, !tbaa !18, !noalias !55
  %417 = load float, ptr %192, align 4, !tbaa !18, !noalias !55
  %418 = load float, ptr %193, align 4, !tbaa !18, !noalias !55
  %419 = fmul contract float %415, %417
  %420 = fadd contract float %408, %419
  %421 = fmul contract float %415, %418
  %422 = fadd contract float %410, %421
  %423 = fmul contract float %416, %417
  %424 = fadd contract float %412, %423
  %425 = fmul contract float %416, %418
  %426 = fadd contract float %414, %425
  %427 = load float, ptr %194, align 4, !tbaa !18, !noalias !55
  %428 = load float, ptr %195, align 4, !tbaa !18, !noalias !55
  %429 = load float, ptr %196, align 4, !tbaa !18, !noalias !55
  %430 = load float, ptr %197, align 4, !tbaa !18, !noalias !55
  %431 = fmul contract float %427, %429
  %432 = fadd contract float %420, %431
  %433 = fmul contract float %427, %430
  %434 = fadd contract float %422, %433
  %435 = fmul contract float %428, %429
  %436 = fadd contract float %424, %435
  %437 = fmul contract float %428, %430
  %438 = fadd contract float %426, %437
  %439 = load float, ptr %198, align 4, !tbaa !18, !noalias !55
  %440 = load float, ptr %199, align 4, !tbaa !18, !noalias !55
  %441 = load float, ptr %200, align 4, !tbaa !18, !noalias !55
  %442 = load float, ptr %201, align 4, !tbaa !18, !noalias !55
  %443 = fmul contract float %439, %441
  %444 = fadd contract float %432, %443
  %445 = fmul contract float %439, %442
  %446 = fadd contract float %434, %445
  %447 = fmul contract float %440, %441
  %448 = fadd contract float %436, %447
  %449 = fmul contract float %440, %442
  %450 = fadd contract float %438, %449
  %451 = load float, ptr %202, align 4, !tbaa !18, !noalias !55
  %452 = load float, ptr %203, align 4, !tbaa !18, !noalias !55
  %453 = load float, ptr %204, align 4, !tbaa !18, !noalias !55
  %454 = load float, ptr %205, align 4, !tbaa !18, !noalias !55
  %455 = fmul contract float %451, %453
  %456 = fadd contract float %444, %455
  %457 = fmul contract float %451, %454
  %458 = fadd contract float %446, %457
  %459 = fmul contract float %452, %453
  %460 = fadd contract float %448, %459
  %461 = fmul contract float %452, %454
  %462 = fadd contract float %450, %461
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !55
  %463 = add nuw nsw i32 %211, 16
  %464 = icmp samesign ult i32 %463, %37
  br i1 %464, label %206, label %216, !llvm.loop !57

465:                                              ; preds = %226
  %466 = zext nneg i32 %227 to i64
  %467 = getelementptr float, ptr %101, i64 %466
  %468 = load float, ptr %467, align 4, !tbaa !18, !alias.scope !50, !noalias !58
  br label %469

469:                                              ; preds = %465, %226
  %470 = phi contract float [ %468, %465 ], [ 0.000000e+00, %226 ]
  store float %470, ptr %105, align 4, !tbaa !18, !noalias !55
  br i1 %106, label %471, label %270, !llvm.loop !59

471:                                              ; preds = %469
  %472 = select i1 %110, i1 %228, i1 false
  br i1 %472, label %473, label %477

473:                                              ; preds = %471
  %474 = zext nneg i32 %227 to i64
  %475 = getelementptr float, ptr %113, i64 %474
  %476 = load float, ptr %475, align 4, !tbaa !18, !alias.scope !50, !noalias !58
  br label %477

477:                                              ; preds = %473, %471
  %478 = phi contract float [ %476, %473 ], [ 0.000000e+00, %471 ]
  store float %478, ptr %115, align 4, !tbaa !18, !noalias !55
  br i1 %116, label %479, label %270, !llvm.loop !59

479:                                              ; preds = %477
  %480 = select i1 %120, i1 %228, i1 false
  br i1 %480, label %481, label %485

481:                                              ; preds = %479
  %482 = zext nneg i32 %227 to i64
  %483 = getelementptr float, ptr %123, i64 %482
  %484 = load float, ptr %483, align 4, !tbaa !18, !alias.scope !50, !noalias !58
  br label %485

485:                                              ; preds = %481, %479
  %486 = phi contract float [ %484, %481 ], [ 0.000000e+00, %479 ]
  store float %486, ptr %125, align 4, !tbaa !18, !noalias !55
  br i1 %126, label %487, label %270, !llvm.loop !59

487:                                              ; preds = %485
  %488 = select i1 %130, i1 %228, i1 false
  br i1 %488, label %489, label %493

489:                                              ; preds = %487
  %490 = zext nneg i32 %227 to i64
  %491 = getelementptr float, ptr %133, i64 %490
  %492 = load float, ptr %491, align 4, !tbaa !18, !alias.scope !50, !noalias !58
  br label %493

493:                                              ; preds = %489, %487
  %494 = phi contract float [ %492, %489 ], [ 0.000000e+00, %487 ]
  store float %494, ptr %135, align 4, !tbaa !18, !noalias !55
  br label %270

495:                                              ; preds = %216
  %496 = sext i32 %222 to i64
  %497 = mul nsw i64 %217, %496
  %498 = getelementptr float, ptr %49, i64 %497
  %499 = icmp samesign ult i32 %223, %29
  br i1 %499, label %500, label %510

500:                                              ; preds = %495
  %501 = zext nneg i32 %223 to i64
  %502 = getelementptr float, ptr %498, i64 %501
  %503 = fmul contract float %4, %221
  br i1 %224, label %508, label %504

504:                                              ; preds = %500
  %505 = load float, ptr %502, align 4, !tbaa !18, !alias.scope !52, !noalias !60
  %506 = fmul contract float %7, %505
  %507 = fadd contract float %503, %506
  br label %508

508:                                              ; preds = %500, %504
  %509 = phi contract float [ %507, %504 ], [ %503, %500 ]
  store float %509, ptr %502, align 4, !tbaa !18, !alias.scope !52, !noalias !60
  br label %510

510:                                              ; preds = %508, %495
  %511 = add nuw nsw i32 %223, 8
  %512 = icmp samesign ult i32 %511, %29
  br i1 %512, label %513, label %523

513:                                              ; preds = %510
  %514 = zext nneg i32 %511 to i64
  %515 = getelementptr float, ptr %498, i64 %514
  %516 = fmul contract float %4, %219
  br i1 %224, label %521, label %517

517:                                              ; preds = %513
  %518 = load float, ptr %515, align 4, !tbaa !18, !alias.scope !52, !noalias !60
  %519 = fmul contract float %7, %518
  %520 = fadd contract float %516, %519
  br label %521

521:                                              ; preds = %513, %517
  %522 = phi contract float [ %520, %517 ], [ %516, %513 ]
  store float %522, ptr %515, align 4, !tbaa !18, !alias.scope !52, !noalias !60
  br label %523

523:                                              ; preds = %510, %521, %216
  %524 = or disjoint i32 %222, 8
  %525 = icmp slt i32 %524, %33
  br i1 %525, label %526, label %554

526:                                              ; preds = %523
  %527 = sext i32 %524 to i64
  %528 = mul nsw i64 %217, %527
  %529 = getelementptr float, ptr %49, i64 %528
  %530 = icmp samesign ult i32 %223, %29
  br i1 %530, label %531, label %541

531:                                              ; preds = %526
  %532 = zext nneg i32 %223 to i64
  %533 = getelementptr float, ptr %529, i64 %532
  %534 = fmul contract float %4, %220
  br i1 %224, label %539, label %535

535:                                              ; preds = %531
  %536 = load float, ptr %533, align 4, !tbaa !18, !alias.scope !52, !noalias !60
  %537 = fmul contract float %7, %536
  %538 = fadd contract float %534, %537
  br label %539

539:                                              ; preds = %531, %535
  %540 = phi contract float [ %538, %535 ], [ %534, %531 ]
  store float %540, ptr %533, align 4, !tbaa !18, !alias.scope !52, !noalias !60
  br label %541

541:                                              ; preds = %539, %526
  %542 = add nuw nsw i32 %223, 8
  %543 = icmp samesign ult i32 %542, %29
  br i1 %543, label %544, label %554

544:                                              ; preds = %541
  %545 = zext nneg i32 %542 to i64
  %546 = getelementptr float, ptr %529, i64 %545
  %547 = fmul contract float %4, %218
  br i1 %224, label %552, label %548

548:                                              ; preds = %544
  %549 = load float, ptr %546, align 4, !tbaa !18, !alias.scope !52, !noalias !60
  %550 = fmul contract float %7, %549
  %551 = fadd contract float %547, %550
  br label %552

552:                                              ; preds = %544, %548
  %553 = phi contract float [ %551, %548 ], [ %547, %544 ]
  store float %553, ptr %546, align 4, !tbaa !18, !alias.scope !52, !noalias !60
  br label %554

554:                                              ; preds = %523, %552, %541, %19, %24, %10
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
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #7

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="64" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="64" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!25 = distinct !{!25, !23}
!26 = !{!12, !17}
!27 = distinct !{!27, !23, !24}
!28 = !{!12, !15}
!29 = distinct !{!29, !23}
!30 = !{!31}
!31 = distinct !{!31, !32, !"_ZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iii: argument 0"}
!32 = distinct !{!32, !"_ZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iii"}
!33 = !{!34}
!34 = distinct !{!34, !32, !"_ZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iii: argument 1"}
!35 = !{!36}
!36 = distinct !{!36, !32, !"_ZL10gemm_blockIdLi32ELi32ELi8ELi4ELi4ELb1EEviiiT_PKS0_iS2_iS0_PS0_iii: argument 2"}
!37 = !{!38, !38, i64 0}
!38 = !{!"double", !8, i64 0}
!39 = !{!34, !36}
!40 = !{!31, !34, !36}
!41 = distinct !{!41, !23, !24}
!42 = distinct !{!42, !23}
!43 = !{!31, !36}
!44 = distinct !{!44, !23, !24}
!45 = !{!31, !34}
!46 = distinct !{!46, !23}
!47 = !{!48}
!48 = distinct !{!48, !49, !"_ZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iii: argument 0"}
!49 = distinct !{!49, !"_ZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iii"}
!50 = !{!51}
!51 = distinct !{!51, !49, !"_ZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iii: argument 1"}
!52 = !{!53}
!53 = distinct !{!53, !49, !"_ZL10gemm_blockIfLi16ELi16ELi16ELi2ELi2ELb0EEviiiT_PKS0_iS2_iS0_PS0_iii: argument 2"}
!54 = !{!51, !53}
!55 = !{!48, !51, !53}
!56 = distinct !{!56, !23, !24}
!57 = distinct !{!57, !23}
!58 = !{!48, !53}
!59 = distinct !{!59, !23, !24}
!60 = !{!48, !51}
