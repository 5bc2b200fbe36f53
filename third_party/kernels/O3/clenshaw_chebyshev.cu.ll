; ModuleID = 'src/clenshaw_chebyshev.cu'
source_filename = "src/clenshaw_chebyshev.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ18cheb_clenshaw_evalE3s_c = internal unnamed_addr addrspace(3) global [512 x double] undef, align 8
@__cudart_i2opi_d = internal unnamed_addr addrspace(1) constant [18 x i64] [i64 7780917995555872008, i64 4397547296490951402, i64 8441921394348257659, i64 5712322887342352941, i64 7869616827067468215, i64 -1211730484530615009, i64 2303758334597371919, i64 -7168499653074671557, i64 4148332274289687028, i64 -1613291254968254911, i64 -1692731182770600828, i64 -135693905287338178, i64 452944820249399836, i64 -5249950069107600672, i64 -121206125134887583, i64 -2638381946312093631, i64 -277156292786332224, i64 -6703182060581546711], align 8
@__cudart_sin_cos_coeffs = internal unnamed_addr addrspace(1) constant [16 x double] [double 0xBE5AE5F12CB0D246, double 0x3EC71DE369ACE392, double 0xBF2A01A019DB62A1, double 0x3F81111111110818, double 0xBFC5555555555554, double 0.000000e+00, double 0.000000e+00, double 0xBDA8FF8320FD8164, double 0x3E21EEA7C1EF8528, double 0xBE927E4F8E06E6D9, double 0x3EFA01A019DDBCE9, double 0xBF56C16C16C15D47, double 0x3FA5555555555551, double -5.000000e-01, double 1.000000e+00, double 0.000000e+00], align 16

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @cheb_clenshaw_eval(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, double noundef %6, double noundef %7) local_unnamed_addr #0 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = icmp sge i32 %9, %3
  %11 = icmp slt i32 %4, 0
  %12 = or i1 %10, %11
  br i1 %12, label %181, label %13

13:                                               ; preds = %8
  %14 = add nuw nsw i32 %4, 1
  %15 = tail call i32 @llvm.umin.i32(i32 %14, i32 512)
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = icmp samesign ult i32 %16, %15
  br i1 %17, label %20, label %18

18:                                               ; preds = %13
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %26

20:                                               ; preds = %13
  %21 = zext nneg i32 %9 to i64
  %22 = zext nneg i32 %14 to i64
  %23 = mul nuw nsw i64 %22, %21
  %24 = getelementptr double, ptr %0, i64 %23
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %52

26:                                               ; preds = %52, %18
  %27 = phi i32 [ %19, %18 ], [ %25, %52 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %28 = fcmp contract une double %7, %6
  %29 = fsub contract double %7, %6
  %30 = fdiv contract double 2.000000e+00, %29
  %31 = select contract i1 %28, double %30, double 0.000000e+00
  %32 = fadd contract double %6, %7
  %33 = fneg contract double %32
  %34 = fcmp contract oeq double %29, 0.000000e+00
  %35 = select contract i1 %34, double 1.000000e+00, double %29
  %36 = fdiv contract double %33, %35
  %37 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %38 = mul i32 %37, %27
  %39 = add i32 %38, %16
  %40 = icmp slt i32 %39, %5
  br i1 %40, label %41, label %181

41:                                               ; preds = %26
  %42 = add nsw i32 %15, -1
  %43 = icmp samesign ugt i32 %4, 3
  %44 = load double, ptr addrspacecast (ptr addrspace(3) @_ZZ18cheb_clenshaw_evalE3s_c to ptr), align 8, !tbaa !11
  %45 = fmul contract double %44, 5.000000e-01
  %46 = zext nneg i32 %9 to i64
  %47 = sext i32 %5 to i64
  %48 = mul nsw i64 %47, %46
  %49 = getelementptr double, ptr %2, i64 %48
  %50 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %51 = mul i32 %50, %27
  br label %60

52:                                               ; preds = %20, %52
  %53 = phi i32 [ %16, %20 ], [ %58, %52 ]
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr double, ptr %24, i64 %54
  %56 = load double, ptr %55, align 8, !tbaa !11
  %57 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18cheb_clenshaw_evalE3s_c to ptr), i64 %54
  store double %56, ptr %57, align 8, !tbaa !11
  %58 = add nuw nsw i32 %53, %25
  %59 = icmp samesign ult i32 %58, %15
  br i1 %59, label %52, label %26, !llvm.loop !13

60:                                               ; preds = %41, %173
  %61 = phi i32 [ %39, %41 ], [ %179, %173 ]
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds double, ptr %1, i64 %62
  %64 = load double, ptr %63, align 8, !tbaa !11
  %65 = tail call noundef double @llvm.fma.f64(double %64, double %31, double %36)
  %66 = tail call noundef double @llvm.maxnum.f64(double %65, double -1.000000e+00)
  %67 = tail call noundef double @llvm.minnum.f64(double %66, double 1.000000e+00)
  %68 = fmul contract double %67, 2.000000e+00
  br i1 %43, label %97, label %69

69:                                               ; preds = %97, %60
  %70 = phi i32 [ %42, %60 ], [ %118, %97 ]
  %71 = phi double [ 0.000000e+00, %60 ], [ %113, %97 ]
  %72 = phi double [ 0.000000e+00, %60 ], [ %117, %97 ]
  %73 = icmp sgt i32 %70, 0
  br i1 %73, label %74, label %173

74:                                               ; preds = %69
  %75 = and i32 %70, 7
  %76 = icmp eq i32 %75, 0
  br i1 %76, label %90, label %77

77:                                               ; preds = %74, %77
  %78 = phi double [ %86, %77 ], [ %72, %74 ]
  %79 = phi double [ %78, %77 ], [ %71, %74 ]
  %80 = phi i32 [ %87, %77 ], [ %70, %74 ]
  %81 = phi i32 [ %88, %77 ], [ 0, %74 ]
  %82 = zext nneg i32 %80 to i64
  %83 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18cheb_clenshaw_evalE3s_c to ptr), i64 %82
  %84 = load double, ptr %83, align 8, !tbaa !11
  %85 = fsub contract double %84, %79
  %86 = tail call noundef double @llvm.fma.f64(double %68, double %78, double %85)
  %87 = add nsw i32 %80, -1
  %88 = add i32 %81, 1
  %89 = icmp eq i32 %88, %75
  br i1 %89, label %90, label %77, !llvm.loop !15

90:                                               ; preds = %77, %74
  %91 = phi double [ %72, %74 ], [ %86, %77 ]
  %92 = phi double [ %71, %74 ], [ %78, %77 ]
  %93 = phi i32 [ %70, %74 ], [ %87, %77 ]
  %94 = phi double [ poison, %74 ], [ %78, %77 ]
  %95 = phi double [ poison, %74 ], [ %86, %77 ]
  %96 = icmp ult i32 %70, 8
  br i1 %96, label %173, label %120

97:                                               ; preds = %60, %97
  %98 = phi double [ %117, %97 ], [ 0.000000e+00, %60 ]
  %99 = phi double [ %113, %97 ], [ 0.000000e+00, %60 ]
  %100 = phi i32 [ %118, %97 ], [ %42, %60 ]
  %101 = zext nneg i32 %100 to i64
  %102 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18cheb_clenshaw_evalE3s_c to ptr), i64 %101
  %103 = load double, ptr %102, align 8, !tbaa !11
  %104 = fsub contract double %103, %99
  %105 = tail call noundef double @llvm.fma.f64(double %68, double %98, double %104)
  %106 = getelementptr i8, ptr %102, i64 -8
  %107 = load double, ptr %106, align 8, !tbaa !11
  %108 = fsub contract double %107, %98
  %109 = tail call noundef double @llvm.fma.f64(double %68, double %105, double %108)
  %110 = getelementptr i8, ptr %102, i64 -16
  %111 = load double, ptr %110, align 8, !tbaa !11
  %112 = fsub contract double %111, %105
  %113 = tail call noundef double @llvm.fma.f64(double %68, double %109, double %112)
  %114 = getelementptr i8, ptr %102, i64 -24
  %115 = load double, ptr %114, align 8, !tbaa !11
  %116 = fsub contract double %115, %109
  %117 = tail call noundef double @llvm.fma.f64(double %68, double %113, double %116)
  %118 = add nsw i32 %100, -4
  %119 = icmp sgt i32 %100, 7
  br i1 %119, label %97, label %69, !llvm.loop !17

120:                                              ; preds = %90, %120
  %121 = phi double [ %170, %120 ], [ %91, %90 ]
  %122 = phi double [ %164, %120 ], [ %92, %90 ]
  %123 = phi i32 [ %171, %120 ], [ %93, %90 ]
  %124 = zext nneg i32 %123 to i64
  %125 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18cheb_clenshaw_evalE3s_c to ptr), i64 %124
  %126 = load double, ptr %125, align 8, !tbaa !11
  %127 = fsub contract double %126, %122
  %128 = tail call noundef double @llvm.fma.f64(double %68, double %121, double %127)
  %129 = sext i32 %123 to i64
  %130 = getelementptr double, ptr addrspacecast (ptr addrspace(3) @_ZZ18cheb_clenshaw_evalE3s_c to ptr), i64 %129
  %131 = getelementptr i8, ptr %130, i64 -8
  %132 = load double, ptr %131, align 8, !tbaa !11
  %133 = fsub contract double %132, %121
  %134 = tail call noundef double @llvm.fma.f64(double %68, double %128, double %133)
  %135 = sext i32 %123 to i64
  %136 = getelementptr double, ptr addrspacecast (ptr addrspace(3) @_ZZ18cheb_clenshaw_evalE3s_c to ptr), i64 %135
  %137 = getelementptr i8, ptr %136, i64 -16
  %138 = load double, ptr %137, align 8, !tbaa !11
  %139 = fsub contract double %138, %128
  %140 = tail call noundef double @llvm.fma.f64(double %68, double %134, double %139)
  %141 = sext i32 %123 to i64
  %142 = getelementptr double, ptr addrspacecast (ptr addrspace(3) @_ZZ18cheb_clenshaw_evalE3s_c to ptr), i64 %141
  %143 = getelementptr i8, ptr %142, i64 -24
  %144 = load double, ptr %143, align 8, !tbaa !11
  %145 = fsub contract double %144, %134
  %146 = tail call noundef double @llvm.fma.f64(double %68, double %140, double %145)
  %147 = sext i32 %123 to i64
  %148 = getelementptr double, ptr addrspacecast (ptr addrspace(3) @_ZZ18cheb_clenshaw_evalE3s_c to ptr), i64 %147
  %149 = getelementptr i8, ptr %148, i64 -32
  %150 = load double, ptr %149, align 8, !tbaa !11
  %151 = fsub contract double %150, %140
  %152 = tail call noundef double @llvm.fma.f64(double %68, double %146, double %151)
  %153 = sext i32 %123 to i64
  %154 = getelementptr double, ptr addrspacecast (ptr addrspace(3) @_ZZ18cheb_clenshaw_evalE3s_c to ptr), i64 %153
  %155 = getelementptr i8, ptr %154, i64 -40
  %156 = load double, ptr %155, align 8, !tbaa !11
  %157 = fsub contract double %156, %146
  %158 = tail call noundef double @llvm.fma.f64(double %68, double %152, double %157)
  %159 = sext i32 %123 to i64
  %160 = getelementptr double, ptr addrspacecast (ptr addrspace(3) @_ZZ18cheb_clenshaw_evalE3s_c to ptr), i64 %159
  %161 = getelementptr i8, ptr %160, i64 -48
  %162 = load double, ptr %161, align 8, !tbaa !11
  %163 = fsub contract double %162, %152
  %164 = tail call noundef double @llvm.fma.f64(double %68, double %158, double %163)
  %165 = add nsw i32 %123, -7
  %166 = zext nneg i32 %165 to i64
  %167 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18cheb_clenshaw_evalE3s_c to ptr), i64 %166
  %168 = load double, ptr %167, align 8, !tbaa !11
  %169 = fsub contract double %168, %158
  %170 = tail call noundef double @llvm.fma.f64(double %68, double %164, double %169)
  %171 = add nsw i32 %123, -8
  %172 = icmp sgt i32 %123, 8
  br i1 %172, label %120, label %173, !llvm.loop !18

173:                                              ; preds = %90, %120, %69
  %174 = phi double [ %71, %69 ], [ %94, %90 ], [ %164, %120 ]
  %175 = phi double [ %72, %69 ], [ %95, %90 ], [ %170, %120 ]
  %176 = fsub contract double %45, %174
  %177 = tail call noundef double @llvm.fma.f64(double %67, double %175, double %176)
  %178 = getelementptr double, ptr %49, i64 %62
  store double %177, ptr %178, align 8, !tbaa !11
  %179 = add i32 %61, %51
  %180 = icmp slt i32 %179, %5
  br i1 %180, label %60, label %181, !llvm.loop !19

181:                                              ; preds = %173, %26, %8
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: noinline norecurse nounwind memory(argmem: write)
define dso_local ptx_kernel void @cheb_jackson_coeffs(ptr noalias noundef writeonly captures(none) %0, i32 noundef %1, double noundef %2, double noundef %3) local_unnamed_addr #2 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp sgt i32 %9, %1
  %11 = icmp slt i32 %1, 0
  %12 = or i1 %10, %11
  br i1 %12, label %467, label %13

13:                                               ; preds = %4
  %14 = tail call noundef double @llvm.maxnum.f64(double %2, double -1.000000e+00)
  %15 = tail call noundef double @llvm.minnum.f64(double %14, double 1.000000e+00)
  %16 = tail call noundef double @llvm.maxnum.f64(double %3, double -1.000000e+00)
  %17 = tail call noundef double @llvm.minnum.f64(double %16, double 1.000000e+00)
  %18 = tail call i32 @llvm.nvvm.d2i.hi(double %15) #10
  %19 = tail call double @llvm.nvvm.fabs.f64(double %15)
  %20 = tail call i32 @llvm.nvvm.d2i.hi(double %19) #10
  %21 = icmp slt i32 %20, 1071801958
  br i1 %21, label %22, label %46

22:                                               ; preds = %13
  %23 = fmul double %19, %19
  %24 = tail call double @llvm.fma.f64(double %23, double 0x3FB0066BDC1895E9, double 0xBFB3823B180754AF)
  %25 = tail call double @llvm.fma.f64(double %24, double %23, double 0x3FB11E52CC2F79AE)
  %26 = tail call double @llvm.fma.f64(double %25, double %23, double 0xBF924EAF3526861B)
  %27 = tail call double @llvm.fma.f64(double %26, double %23, double 0x3F91DF02A31E6CB7)
  %28 = tail call double @llvm.fma.f64(double %27, double %23, double 0x3F847D18B0EEC6CC)
  %29 = tail call double @llvm.fma.f64(double %28, double %23, double 0x3F8D0AF961BA53B0)
  %30 = tail call double @llvm.fma.f64(double %29, double %23, double 0x3F91BF7734CF1C48)
  %31 = tail call double @llvm.fma.f64(double %30, double %23, double 0x3F96E91483144EF7)
  %32 = tail call double @llvm.fma.f64(double %31, double %23, double 0x3F9F1C6E0A4F9F81)
  %33 = tail call double @llvm.fma.f64(double %32, double %23, double 0x3FA6DB6DC27FA92B)
  %34 = tail call double @llvm.fma.f64(double %33, double %23, double 0x3FB333333320F91B)
  %35 = tail call double @llvm.fma.f64(double %34, double %23, double 0x3FC5555555555F4D)
  %36 = fmul double %23, %35
  %37 = tail call double @llvm.fma.f64(double %36, double %19, double %19)
  %38 = icmp slt i32 %18, 0
  br i1 %38, label %39, label %42

39:                                               ; preds = %22
  %40 = tail call double @llvm.nvvm.add.rn.d(double %37, double 0x3C91A62633145C07) #10
  %41 = tail call double @llvm.nvvm.add.rn.d(double 0x3FF921FB54442D18, double %40) #10
  br label %95

42:                                               ; preds = %22
  %43 = tail call double @llvm.nvvm.add.rn.d(double %37, double 0xBC91A62633145C07) #10
  %44 = fneg double %43
  %45 = tail call double @llvm.nvvm.add.rn.d(double 0x3FF921FB54442D18, double %44) #10
  br label %95

46:                                               ; preds = %13
  %47 = fsub double 1.000000e+00, %19
  %48 = tail call i32 @llvm.nvvm.d2i.lo(double %47) #10
  %49 = tail call i32 @llvm.nvvm.d2i.hi(double %47) #10
  %50 = add i32 %49, -1048576
  %51 = tail call double @llvm.nvvm.lohi.i2d(i32 %48, i32 %50) #10
  %52 = tail call double asm "rsqrt.approx.ftz.f64 $0, $1;", "=d,d"(double %51) #11, !srcloc !20
  %53 = tail call i32 @llvm.nvvm.d2i.lo(double %52) #10
  %54 = tail call i32 @llvm.nvvm.d2i.hi(double %52) #10
  %55 = add i32 %54, -1048576
  %56 = tail call double @llvm.nvvm.lohi.i2d(i32 %53, i32 %55) #10
  %57 = fmul double %51, %52
  %58 = fneg double %57
  %59 = tail call double @llvm.fma.f64(double %57, double %58, double %51)
  %60 = tail call double @llvm.fma.f64(double %59, double %56, double %57)
  %61 = fneg double %60
  %62 = tail call double @llvm.fma.f64(double %52, double %61, double 1.000000e+00)
  %63 = tail call double @llvm.fma.f64(double %62, double %56, double %56)
  %64 = tail call double @llvm.fma.f64(double %60, double %61, double %51)
  %65 = tail call double @llvm.fma.f64(double %64, double %63, double %60)
  %66 = tail call i32 @llvm.nvvm.d2i.lo(double %65) #10
  %67 = tail call i32 @llvm.nvvm.d2i.hi(double %65) #10
  %68 = add i32 %67, 1048576
  %69 = tail call double @llvm.nvvm.lohi.i2d(i32 %66, i32 %68) #10
  %70 = tail call double @llvm.fma.f64(double %47, double 0x3EC715B371155F70, double 0xBEBAC2FE66FAAC4B)
  %71 = tail call double @llvm.fma.f64(double %70, double %47, double 0x3ED9A9B88EFCD9B8)
  %72 = tail call double @llvm.fma.f64(double %71, double %47, double 0x3EDD0F40A8A0C4C3)
  %73 = tail call double @llvm.fma.f64(double %72, double %47, double 0x3EF46D4CFA9E0E1F)
  %74 = tail call double @llvm.fma.f64(double %73, double %47, double 0x3F079C168D1E2422)
  %75 = tail call double @llvm.fma.f64(double %74, double %47, double 0x3F1C9A88C3BCA540)
  %76 = tail call double @llvm.fma.f64(double %75, double %47, double 0x3F31C4E64BD476DF)
  %77 = tail call double @llvm.fma.f64(double %76, double %47, double 0x3F46E8BA60009C8F)
  %78 = tail call double @llvm.fma.f64(double %77, double %47, double 0x3F5F1C71C62B05A2)
  %79 = tail call double @llvm.fma.f64(double %78, double %47, double 0x3F76DB6DB6DC9F2C)
  %80 = tail call double @llvm.fma.f64(double %79, double %47, double 0x3F9333333333329C)
  %81 = tail call double @llvm.fma.f64(double %80, double %47, double 0x3FB5555555555555)
  %82 = icmp slt i32 %49, 1
  %83 = tail call double @llvm.nvvm.mul.rn.d(double %19, double 0.000000e+00) #10
  %84 = fmul double %47, %81
  %85 = tail call double @llvm.fma.f64(double %84, double %69, double %69)
  %86 = select i1 %82, double %83, double %85
  %87 = icmp slt i32 %49, 0
  %88 = tail call double @llvm.nvvm.mul.rn.d(double %86, double 0x7FF0000000000000) #10
  %89 = select i1 %87, double %88, double %86
  %90 = icmp slt i32 %18, 0
  %91 = tail call double @llvm.nvvm.add.rn.d(double %89, double 0xBCA1A62633145C07) #10
  %92 = fneg double %91
  %93 = tail call double @llvm.nvvm.add.rn.d(double 0x400921FB54442D18, double %92) #10
  %94 = select i1 %90, double %93, double %89
  br label %95

95:                                               ; preds = %39, %42, %46
  %96 = phi double [ %94, %46 ], [ %41, %39 ], [ %45, %42 ]
  %97 = tail call i32 @llvm.nvvm.d2i.hi(double %17) #10
  %98 = tail call double @llvm.nvvm.fabs.f64(double %17)
  %99 = tail call i32 @llvm.nvvm.d2i.hi(double %98) #10
  %100 = icmp slt i32 %99, 1071801958
  br i1 %100, label %101, label %125

101:                                              ; preds = %95
  %102 = fmul double %98, %98
  %103 = tail call double @llvm.fma.f64(double %102, double 0x3FB0066BDC1895E9, double 0xBFB3823B180754AF)
  %104 = tail call double @llvm.fma.f64(double %103, double %102, double 0x3FB11E52CC2F79AE)
  %105 = tail call double @llvm.fma.f64(double %104, double %102, double 0xBF924EAF3526861B)
  %106 = tail call double @llvm.fma.f64(double %105, double %102, double 0x3F91DF02A31E6CB7)
  %107 = tail call double @llvm.fma.f64(double %106, double %102, double 0x3F847D18B0EEC6CC)
  %108 = tail call double @llvm.fma.f64(double %107, double %102, double 0x3F8D0AF961BA53B0)
  %109 = tail call double @llvm.fma.f64(double %108, double %102, double 0x3F91BF7734CF1C48)
  %110 = tail call double @llvm.fma.f64(double %109, double %102, double 0x3F96E91483144EF7)
  %111 = tail call double @llvm.fma.f64(double %110, double %102, double 0x3F9F1C6E0A4F9F81)
  %112 = tail call double @llvm.fma.f64(double %111, double %102, double 0x3FA6DB6DC27FA92B)
  %113 = tail call double @llvm.fma.f64(double %112, double %102, double 0x3FB333333320F91B)
  %114 = tail call double @llvm.fma.f64(double %113, double %102, double 0x3FC5555555555F4D)
  %115 = fmul double %102, %114
  %116 = tail call double @llvm.fma.f64(double %115, double %98, double %98)
  %117 = icmp slt i32 %97, 0
  br i1 %117, label %118, label %121

118:                                              ; preds = %101
  %119 = tail call double @llvm.nvvm.add.rn.d(double %116, double 0x3C91A62633145C07) #10
  %120 = tail call double @llvm.nvvm.add.rn.d(double 0x3FF921FB54442D18, double %119) #10
  br label %174

121:                                              ; preds = %101
  %122 = tail call double @llvm.nvvm.add.rn.d(double %116, double 0xBC91A62633145C07) #10
  %123 = fneg double %122
  %124 = tail call double @llvm.nvvm.add.rn.d(double 0x3FF921FB54442D18, double %123) #10
  br label %174

125:                                              ; preds = %95
  %126 = fsub double 1.000000e+00, %98
  %127 = tail call i32 @llvm.nvvm.d2i.lo(double %126) #10
  %128 = tail call i32 @llvm.nvvm.d2i.hi(double %126) #10
  %129 = add i32 %128, -1048576
  %130 = tail call double @llvm.nvvm.lohi.i2d(i32 %127, i32 %129) #10
  %131 = tail call double asm "rsqrt.approx.ftz.f64 $0, $1;", "=d,d"(double %130) #11, !srcloc !20
  %132 = tail call i32 @llvm.nvvm.d2i.lo(double %131) #10
  %133 = tail call i32 @llvm.nvvm.d2i.hi(double %131) #10
  %134 = add i32 %133, -1048576
  %135 = tail call double @llvm.nvvm.lohi.i2d(i32 %132, i32 %134) #10
  %136 = fmul double %130, %131
  %137 = fneg double %136
  %138 = tail call double @llvm.fma.f64(double %136, double %137, double %130)
  %139 = tail call double @llvm.fma.f64(double %138, double %135, double %136)
  %140 = fneg double %139
  %141 = tail call double @llvm.fma.f64(double %131, double %140, double 1.000000e+00)
  %142 = tail call double @llvm.fma.f64(double %141, double %135, double %135)
  %143 = tail call double @llvm.fma.f64(double %139, double %140, double %130)
  %144 = tail call double @llvm.fma.f64(double %143, double %142, double %139)
  %145 = tail call i32 @llvm.nvvm.d2i.lo(double %144) #10
  %146 = tail call i32 @llvm.nvvm.d2i.hi(double %144) #10
  %147 = add i32 %146, 1048576
  %148 = tail call double @llvm.nvvm.lohi.i2d(i32 %145, i32 %147) #10
  %149 = tail call double @llvm.fma.f64(double %126, double 0x3EC715B371155F70, double 0xBEBAC2FE66FAAC4B)
  %150 = tail call double @llvm.fma.f64(double %149, double %126, double 0x3ED9A9B88EFCD9B8)
  %151 = tail call double @llvm.fma.f64(double %150, double %126, double 0x3EDD0F40A8A0C4C3)
  %152 = tail call double @llvm.fma.f64(double %151, double %126, double 0x3EF46D4CFA9E0E1F)
  %153 = tail call double @llvm.fma.f64(double %152, double %126, double 0x3F079C168D1E2422)
  %154 = tail call double @llvm.fma.f64(double %153, double %126, double 0x3F1C9A88C3BCA540)
  %155 = tail call double @llvm.fma.f64(double %154, double %126, double 0x3F31C4E64BD476DF)
  %156 = tail call double @llvm.fma.f64(double %155, double %126, double 0x3F46E8BA60009C8F)
  %157 = tail call double @llvm.fma.f64(double %156, double %126, double 0x3F5F1C71C62B05A2)
  %158 = tail call double @llvm.fma.f64(double %157, double %126, double 0x3F76DB6DB6DC9F2C)
  %159 = tail call double @llvm.fma.f64(double %158, double %126, double 0x3F9333333333329C)
  %160 = tail call double @llvm.fma.f64(double %159, double %126, double 0x3FB5555555555555)
  %161 = icmp slt i32 %128, 1
  %162 = tail call double @llvm.nvvm.mul.rn.d(double %98, double 0.000000e+00) #10
  %163 = fmul double %126, %160
  %164 = tail call double @llvm.fma.f64(double %163, double %148, double %148)
  %165 = select i1 %161, double %162, double %164
  %166 = icmp slt i32 %128, 0
  %167 = tail call double @llvm.nvvm.mul.rn.d(double %165, double 0x7FF0000000000000) #10
  %168 = select i1 %166, double %167, double %165
  %169 = icmp slt i32 %97, 0
  %170 = tail call double @llvm.nvvm.add.rn.d(double %168, double 0xBCA1A62633145C07) #10
  %171 = fneg double %170
  %172 = tail call double @llvm.nvvm.add.rn.d(double 0x400921FB54442D18, double %171) #10
  %173 = select i1 %169, double %172, double %168
  br label %174

174:                                              ; preds = %118, %121, %125
  %175 = phi double [ %173, %125 ], [ %120, %118 ], [ %124, %121 ]
  %176 = icmp eq i32 %9, 0
  br i1 %176, label %177, label %181

177:                                              ; preds = %174
  %178 = fsub contract double %96, %175
  %179 = fdiv contract double %178, 0x400921FB54442D18
  %180 = fmul contract double %179, 2.000000e+00
  br label %291

181:                                              ; preds = %174
  %182 = sitofp i32 %9 to double
  %183 = fmul contract double %96, %182
  %184 = tail call double @llvm.nvvm.fabs.f64(double %183)
  %185 = fcmp oeq double %184, 0x7FF0000000000000
  br i1 %185, label %186, label %188

186:                                              ; preds = %181
  %187 = tail call double @llvm.nvvm.mul.rn.d(double %183, double 0.000000e+00) #10
  br label %201

188:                                              ; preds = %181
  %189 = fmul double %183, 0x3FE45F306DC9C883
  %190 = tail call i32 @llvm.nvvm.d2i.rn(double %189) #10
  %191 = sitofp i32 %190 to double
  %192 = fneg double %191
  %193 = tail call double @llvm.fma.f64(double %192, double 0x3FF921FB54442D18, double %183)
  %194 = tail call double @llvm.fma.f64(double %192, double 0x3C91A62633145C00, double %193)
  %195 = tail call double @llvm.fma.f64(double %192, double 0x397B839A252049C0, double %194)
  %196 = fcmp ult double %184, 0x41E0000000000000
  br i1 %196, label %201, label %197

197:                                              ; preds = %188
  %198 = tail call fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %183) #10
  %199 = extractvalue { double, i32 } %198, 0
  %200 = extractvalue { double, i32 } %198, 1
  br label %201

201:                                              ; preds = %186, %188, %197
  %202 = phi double [ %187, %186 ], [ %199, %197 ], [ %195, %188 ]
  %203 = phi i32 [ 0, %186 ], [ %200, %197 ], [ %190, %188 ]
  %204 = and i32 %203, 1
  %205 = shl nuw nsw i32 %204, 3
  %206 = zext nneg i32 %205 to i64
  %207 = getelementptr inbounds nuw double, ptr addrspace(1) @__cudart_sin_cos_coeffs, i64 %206
  %208 = tail call double @llvm.nvvm.mul.rn.d(double %202, double %202) #10
  %209 = icmp eq i32 %204, 0
  %210 = select i1 %209, double 0x3DE5DB65F9785EBA, double 0xBDA8FF8320FD8164
  %211 = load double, ptr addrspace(1) %207, align 16
  %212 = tail call double @llvm.fma.f64(double %210, double %208, double %211)
  %213 = getelementptr inbounds nuw i8, ptr addrspace(1) %207, i64 8
  %214 = load double, ptr addrspace(1) %213, align 8
  %215 = tail call double @llvm.fma.f64(double %212, double %208, double %214)
  %216 = getelementptr inbounds nuw i8, ptr addrspace(1) %207, i64 16
  %217 = load double, ptr addrspace(1) %216, align 16
  %218 = tail call double @llvm.fma.f64(double %215, double %208, double %217)
  %219 = getelementptr inbounds nuw i8, ptr addrspace(1) %207, i64 24
  %220 = load double, ptr addrspace(1) %219, align 8
  %221 = tail call double @llvm.fma.f64(double %218, double %208, double %220)
  %222 = getelementptr inbounds nuw i8, ptr addrspace(1) %207, i64 32
  %223 = load double, ptr addrspace(1) %222, align 16
  %224 = tail call double @llvm.fma.f64(double %221, double %208, double %223)
  %225 = getelementptr inbounds nuw i8, ptr addrspace(1) %207, i64 40
  %226 = load double, ptr addrspace(1) %225, align 8
  %227 = tail call double @llvm.fma.f64(double %224, double %208, double %226)
  %228 = tail call double @llvm.fma.f64(double %227, double %202, double %202)
  %229 = tail call double @llvm.fma.f64(double %227, double %208, double 1.000000e+00)
  %230 = select i1 %209, double %228, double %229
  %231 = and i32 %203, 2
  %232 = icmp eq i32 %231, 0
  %233 = fsub double 0.000000e+00, %230
  %234 = select i1 %232, double %230, double %233
  %235 = fmul contract double %175, %182
  %236 = tail call double @llvm.nvvm.fabs.f64(double %235)
  %237 = fcmp oeq double %236, 0x7FF0000000000000
  br i1 %237, label %238, label %240

238:                                              ; preds = %201
  %239 = tail call double @llvm.nvvm.mul.rn.d(double %235, double 0.000000e+00) #10
  br label %253

240:                                              ; preds = %201
  %241 = fmul double %235, 0x3FE45F306DC9C883
  %242 = tail call i32 @llvm.nvvm.d2i.rn(double %241) #10
  %243 = sitofp i32 %242 to double
  %244 = fneg double %243
  %245 = tail call double @llvm.fma.f64(double %244, double 0x3FF921FB54442D18, double %235)
  %246 = tail call double @llvm.fma.f64(double %244, double 0x3C91A62633145C00, double %245)
  %247 = tail call double @llvm.fma.f64(double %244, double 0x397B839A252049C0, double %246)
  %248 = fcmp ult double %236, 0x41E0000000000000
  br i1 %248, label %253, label %249

249:                                              ; preds = %240
  %250 = tail call fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %235) #10
  %251 = extractvalue { double, i32 } %250, 0
  %252 = extractvalue { double, i32 } %250, 1
  br label %253

253:                                              ; preds = %238, %240, %249
  %254 = phi double [ %239, %238 ], [ %251, %249 ], [ %247, %240 ]
  %255 = phi i32 [ 0, %238 ], [ %252, %249 ], [ %242, %240 ]
  %256 = and i32 %255, 1
  %257 = shl nuw nsw i32 %256, 3
  %258 = zext nneg i32 %257 to i64
  %259 = getelementptr inbounds nuw double, ptr addrspace(1) @__cudart_sin_cos_coeffs, i64 %258
  %260 = tail call double @llvm.nvvm.mul.rn.d(double %254, double %254) #10
  %261 = icmp eq i32 %256, 0
  %262 = select i1 %261, double 0x3DE5DB65F9785EBA, double 0xBDA8FF8320FD8164
  %263 = load double, ptr addrspace(1) %259, align 16
  %264 = tail call double @llvm.fma.f64(double %262, double %260, double %263)
  %265 = getelementptr inbounds nuw i8, ptr addrspace(1) %259, i64 8
  %266 = load double, ptr addrspace(1) %265, align 8
  %267 = tail call double @llvm.fma.f64(double %264, double %260, double %266)
  %268 = getelementptr inbounds nuw i8, ptr addrspace(1) %259, i64 16
  %269 = load double, ptr addrspace(1) %268, align 16
  %270 = tail call double @llvm.fma.f64(double %267, double %260, double %269)
  %271 = getelementptr inbounds nuw i8, ptr addrspace(1) %259, i64 24
  %272 = load double, ptr addrspace(1) %271, align 8
  %273 = tail call double @llvm.fma.f64(double %270, double %260, double %272)
  %274 = getelementptr inbounds nuw i8, ptr addrspace(1) %259, i64 32
  %275 = load double, ptr addrspace(1) %274, align 16
  %276 = tail call double @llvm.fma.f64(double %273, double %260, double %275)
  %277 = getelementptr inbounds nuw i8, ptr addrspace(1) %259, i64 40
  %278 = load double, ptr addrspace(1) %277, align 8
  %279 = tail call double @llvm.fma.f64(double %276, double %260, double %278)
  %280 = tail call double @llvm.fma.f64(double %279, double %254, double %254)
  %281 = tail call double @llvm.fma.f64(double %279, double %260, double 1.000000e+00)
  %282 = select i1 %261, double %280, double %281
  %283 = and i32 %255, 2
  %284 = icmp eq i32 %283, 0
  %285 = fsub double 0.000000e+00, %282
  %286 = select i1 %284, double %282, double %285
  %287 = fsub contract double %234, %286
  %288 = fmul contract double %287, 2.000000e+00
  %289 = fmul contract double %182, 0x400921FB54442D18
  %290 = fdiv contract double %288, %289
  br label %291

291:                                              ; preds = %253, %177
  %292 = phi double [ %182, %253 ], [ 0.000000e+00, %177 ]
  %293 = phi double [ %290, %253 ], [ %180, %177 ]
  %294 = add nuw i32 %1, 2
  %295 = uitofp i32 %294 to double
  %296 = fdiv contract double 0x400921FB54442D18, %295
  %297 = fsub contract double %295, %292
  %298 = fmul contract double %296, %292
  %299 = tail call double @llvm.nvvm.fabs.f64(double %298)
  %300 = fcmp oeq double %299, 0x7FF0000000000000
  br i1 %300, label %301, label %303

301:                                              ; preds = %291
  %302 = tail call double @llvm.nvvm.mul.rn.d(double %298, double 0.000000e+00) #10
  br label %320

303:                                              ; preds = %291
  %304 = fmul double %298, 0x3FE45F306DC9C883
  %305 = tail call i32 @llvm.nvvm.d2i.rn(double %304) #10
  %306 = sitofp i32 %305 to double
  %307 = fneg double %306
  %308 = tail call double @llvm.fma.f64(double %307, double 0x3FF921FB54442D18, double %298)
  %309 = tail call double @llvm.fma.f64(double %307, double 0x3C91A62633145C00, double %308)
  %310 = tail call double @llvm.fma.f64(double %307, double 0x397B839A252049C0, double %309)
  %311 = fcmp ult double %299, 0x41E0000000000000
  br i1 %311, label %316, label %312

312:                                              ; preds = %303
  %313 = tail call fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %298) #10
  %314 = extractvalue { double, i32 } %313, 0
  %315 = extractvalue { double, i32 } %313, 1
  br label %316

316:                                              ; preds = %312, %303
  %317 = phi double [ %314, %312 ], [ %310, %303 ]
  %318 = phi i32 [ %315, %312 ], [ %305, %303 ]
  %319 = add nsw i32 %318, 1
  br label %320

320:                                              ; preds = %301, %316
  %321 = phi double [ %302, %301 ], [ %317, %316 ]
  %322 = phi i32 [ 1, %301 ], [ %319, %316 ]
  %323 = and i32 %322, 1
  %324 = shl nuw nsw i32 %323, 3
  %325 = zext nneg i32 %324 to i64
  %326 = getelementptr inbounds nuw double, ptr addrspace(1) @__cudart_sin_cos_coeffs, i64 %325
  %327 = tail call double @llvm.nvvm.mul.rn.d(double %321, double %321) #10
  %328 = icmp eq i32 %323, 0
  %329 = select i1 %328, double 0x3DE5DB65F9785EBA, double 0xBDA8FF8320FD8164
  %330 = load double, ptr addrspace(1) %326, align 16
  %331 = tail call double @llvm.fma.f64(double %329, double %327, double %330)
  %332 = getelementptr inbounds nuw i8, ptr addrspace(1) %326, i64 8
  %333 = load double, ptr addrspace(1) %332, align 8
  %334 = tail call double @llvm.fma.f64(double %331, double %327, double %333)
  %335 = getelementptr inbounds nuw i8, ptr addrspace(1) %326, i64 16
  %336 = load double, ptr addrspace(1) %335, align 16
  %337 = tail call double @llvm.fma.f64(double %334, double %327, double %336)
  %338 = getelementptr inbounds nuw i8, ptr addrspace(1) %326, i64 24
  %339 = load double, ptr addrspace(1) %338, align 8
  %340 = tail call double @llvm.fma.f64(double %337, double %327, double %339)
  %341 = getelementptr inbounds nuw i8, ptr addrspace(1) %326, i64 32
  %342 = load double, ptr addrspace(1) %341, align 16
  %343 = tail call double @llvm.fma.f64(double %340, double %327, double %342)
  %344 = getelementptr inbounds nuw i8, ptr addrspace(1) %326, i64 40
  %345 = load double, ptr addrspace(1) %344, align 8
  %346 = tail call double @llvm.fma.f64(double %343, double %327, double %345)
  %347 = tail call double @llvm.fma.f64(double %346, double %321, double %321)
  %348 = tail call double @llvm.fma.f64(double %346, double %327, double 1.000000e+00)
  %349 = select i1 %328, double %347, double %348
  %350 = and i32 %322, 2
  %351 = icmp eq i32 %350, 0
  %352 = fsub double 0.000000e+00, %349
  %353 = select i1 %351, double %349, double %352
  %354 = fmul contract double %297, %353
  br i1 %300, label %355, label %357

355:                                              ; preds = %320
  %356 = tail call double @llvm.nvvm.mul.rn.d(double %298, double 0.000000e+00) #10
  br label %370

357:                                              ; preds = %320
  %358 = fmul double %298, 0x3FE45F306DC9C883
  %359 = tail call i32 @llvm.nvvm.d2i.rn(double %358) #10
  %360 = sitofp i32 %359 to double
  %361 = fneg double %360
  %362 = tail call double @llvm.fma.f64(double %361, double 0x3FF921FB54442D18, double %298)
  %363 = tail call double @llvm.fma.f64(double %361, double 0x3C91A62633145C00, double %362)
  %364 = tail call double @llvm.fma.f64(double %361, double 0x397B839A252049C0, double %363)
  %365 = fcmp ult double %299, 0x41E0000000000000
  br i1 %365, label %370, label %366

366:                                              ; preds = %357
  %367 = tail call fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %298) #10
  %368 = extractvalue { double, i32 } %367, 0
  %369 = extractvalue { double, i32 } %367, 1
  br label %370

370:                                              ; preds = %355, %357, %366
  %371 = phi double [ %356, %355 ], [ %368, %366 ], [ %364, %357 ]
  %372 = phi i32 [ 0, %355 ], [ %369, %366 ], [ %359, %357 ]
  %373 = and i32 %372, 1
  %374 = shl nuw nsw i32 %373, 3
  %375 = zext nneg i32 %374 to i64
  %376 = getelementptr inbounds nuw double, ptr addrspace(1) @__cudart_sin_cos_coeffs, i64 %375
  %377 = tail call double @llvm.nvvm.mul.rn.d(double %371, double %371) #10
  %378 = icmp eq i32 %373, 0
  %379 = select i1 %378, double 0x3DE5DB65F9785EBA, double 0xBDA8FF8320FD8164
  %380 = load double, ptr addrspace(1) %376, align 16
  %381 = tail call double @llvm.fma.f64(double %379, double %377, double %380)
  %382 = getelementptr inbounds nuw i8, ptr addrspace(1) %376, i64 8
  %383 = load double, ptr addrspace(1) %382, align 8
  %384 = tail call double @llvm.fma.f64(double %381, double %377, double %383)
  %385 = getelementptr inbounds nuw i8, ptr addrspace(1) %376, i64 16
  %386 = load double, ptr addrspace(1) %385, align 16
  %387 = tail call double @llvm.fma.f64(double %384, double %377, double %386)
  %388 = getelementptr inbounds nuw i8, ptr addrspace(1) %376, i64 24
  %389 = load double, ptr addrspace(1) %388, align 8
  %390 = tail call double @llvm.fma.f64(double %387, double %377, double %389)
  %391 = getelementptr inbounds nuw i8, ptr addrspace(1) %376, i64 32
  %392 = load double, ptr addrspace(1) %391, align 16
  %393 = tail call double @llvm.fma.f64(double %390, double %377, double %392)
  %394 = getelementptr inbounds nuw i8, ptr addrspace(1) %376, i64 40
  %395 = load double, ptr addrspace(1) %394, align 8
  %396 = tail call double @llvm.fma.f64(double %393, double %377, double %395)
  %397 = tail call double @llvm.fma.f64(double %396, double %371, double %371)
  %398 = tail call double @llvm.fma.f64(double %396, double %377, double 1.000000e+00)
  %399 = select i1 %378, double %397, double %398
  %400 = and i32 %372, 2
  %401 = icmp eq i32 %400, 0
  %402 = fsub double 0.000000e+00, %399
  %403 = select i1 %401, double %399, double %402
  %404 = tail call double @llvm.nvvm.fabs.f64(double %296)
  %405 = fcmp oeq double %404, 0x7FF0000000000000
  br i1 %405, label %406, label %408

406:                                              ; preds = %370
  %407 = tail call double @llvm.nvvm.mul.rn.d(double %296, double 0.000000e+00) #10
  br label %426

408:                                              ; preds = %370
  %409 = fmul double %296, 0x3FE45F306DC9C883
  %410 = tail call i32 @llvm.nvvm.d2i.rn(double %409) #10
  %411 = sitofp i32 %410 to double
  %412 = fneg double %411
  %413 = tail call double @llvm.fma.f64(double %412, double 0x3FF921FB54442D18, double %296)
  %414 = tail call double @llvm.fma.f64(double %412, double 0x3C91A62633145C00, double %413)
  %415 = tail call double @llvm.fma.f64(double %412, double 0x397B839A252049C0, double %414)
  %416 = fcmp ult double %404, 0x41E0000000000000
  br i1 %416, label %421, label %417

417:                                              ; preds = %408
  %418 = tail call fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %296) #10
  %419 = extractvalue { double, i32 } %418, 0
  %420 = extractvalue { double, i32 } %418, 1
  br label %421

421:                                              ; preds = %417, %408
  %422 = phi double [ %419, %417 ], [ %415, %408 ]
  %423 = phi i32 [ %420, %417 ], [ %410, %408 ]
  %424 = and i32 %423, 1
  %425 = icmp eq i32 %424, 0
  br label %426

426:                                              ; preds = %421, %406
  %427 = phi double [ %407, %406 ], [ %422, %421 ]
  %428 = phi i1 [ true, %406 ], [ %425, %421 ]
  %429 = fmul double %427, %427
  %430 = tail call double @llvm.fma.f64(double %429, double 0x3EE48DAC2799BCB9, double 0xBEF9757C5B27EBB1)
  %431 = tail call double @llvm.fma.f64(double %430, double %429, double 0x3F0980E90FD91E04)
  %432 = tail call double @llvm.fma.f64(double %431, double %429, double 0xBEFAE2B0417D7E1D)
  %433 = tail call double @llvm.fma.f64(double %432, double %429, double 0x3F119F5341BFBA57)
  %434 = tail call double @llvm.fma.f64(double %433, double %429, double 0x3F15E791A00F6919)
  %435 = tail call double @llvm.fma.f64(double %434, double %429, double 0x3F2FF2E7FADEC73A)
  %436 = tail call double @llvm.fma.f64(double %435, double %429, double 0x3F434BC1B206DA62)
  %437 = tail call double @llvm.fma.f64(double %436, double %429, double 0x3F57DB18EF2F83F9)
  %438 = tail call double @llvm.fma.f64(double %437, double %429, double 0x3F6D6D2E7AE49FBC)
  %439 = tail call double @llvm.fma.f64(double %438, double %429, double 0x3F8226E3A816A776)
  %440 = tail call double @llvm.fma.f64(double %439, double %429, double 0x3F9664F485D25660)
  %441 = tail call double @llvm.fma.f64(double %440, double %429, double 0x3FABA1BA1BABF31D)
  %442 = tail call double @llvm.fma.f64(double %441, double %429, double 0x3FC11111111105D2)
  %443 = tail call double @llvm.fma.f64(double %442, double %429, double 0x3FD555555555555E)
  %444 = fmul double %429, %443
  %445 = tail call double @llvm.fma.f64(double %444, double %427, double %427)
  br i1 %428, label %459, label %446

446:                                              ; preds = %426
  %447 = fsub double %445, %427
  %448 = fneg double %447
  %449 = tail call double @llvm.fma.f64(double %444, double %427, double %448)
  %450 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %445) #10
  %451 = fneg double %445
  %452 = tail call double @llvm.fma.f64(double %451, double %450, double 1.000000e+00)
  %453 = tail call double @llvm.fma.f64(double %452, double %452, double %452)
  %454 = tail call double @llvm.fma.f64(double %453, double %450, double %450)
  %455 = fneg double %454
  %456 = tail call double @llvm.fma.f64(double %445, double %455, double 1.000000e+00)
  %457 = tail call double @llvm.fma.f64(double %455, double %449, double %456)
  %458 = tail call double @llvm.fma.f64(double %457, double %455, double %455)
  br label %459

459:                                              ; preds = %426, %446
  %460 = phi double [ %458, %446 ], [ %445, %426 ]
  %461 = fdiv contract double %403, %460
  %462 = fadd contract double %354, %461
  %463 = fdiv contract double %462, %295
  %464 = fmul contract double %293, %463
  %465 = sext i32 %9 to i64
  %466 = getelementptr inbounds double, ptr %0, i64 %465
  store double %464, ptr %466, align 8, !tbaa !11
  br label %467

467:                                              ; preds = %4, %459
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @cheb_csr_step(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef readonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, double noundef %10, double noundef %11, double noundef %12) local_unnamed_addr #3 {
  %14 = tail call noundef i32 @llvm.smax.i32(i32 %9, i32 0)
  %15 = tail call i32 @llvm.umin.i32(i32 %14, i32 5)
  %16 = shl nuw nsw i32 1, %15
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = add nsw i32 %16, -1
  %19 = and i32 %18, %17
  %20 = icmp ne i32 %19, 0
  %21 = icmp slt i32 %7, 1
  %22 = or i1 %21, %20
  br i1 %22, label %116, label %23

23:                                               ; preds = %13
  %24 = tail call noundef i32 @llvm.nvvm.activemask()
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %26 = and i32 %18, %25
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %28 = mul i32 %27, %17
  %29 = and i32 %25, 992
  %30 = add i32 %28, %29
  %31 = lshr i32 %30, %15
  %32 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %33 = mul i32 %32, %17
  %34 = lshr i32 %33, %15
  %35 = icmp slt i32 %31, %7
  br i1 %35, label %36, label %116

36:                                               ; preds = %23
  %37 = add i32 %28, %25
  %38 = lshr i32 %37, %15
  %39 = lshr i32 %16, 1
  %40 = icmp eq i32 %39, 0
  %41 = shl nsw i32 -256, %15
  %42 = add nsw i32 %41, 8223
  %43 = icmp eq i32 %26, 0
  br label %44

44:                                               ; preds = %36, %112
  %45 = phi i32 [ %38, %36 ], [ %113, %112 ]
  %46 = phi i32 [ %31, %36 ], [ %114, %112 ]
  %47 = icmp slt i32 %45, %7
  br i1 %47, label %48, label %78

48:                                               ; preds = %44
  %49 = sext i32 %45 to i64
  %50 = getelementptr inbounds i32, ptr %0, i64 %49
  %51 = load i32, ptr %50, align 4, !tbaa !6
  %52 = tail call noundef i32 @llvm.smax.i32(i32 %51, i32 0)
  %53 = tail call noundef i32 @llvm.smin.i32(i32 %52, i32 %8)
  %54 = getelementptr i8, ptr %50, i64 4
  %55 = load i32, ptr %54, align 4, !tbaa !6
  %56 = tail call noundef i32 @llvm.smax.i32(i32 %55, i32 %53)
  %57 = tail call noundef i32 @llvm.smin.i32(i32 %56, i32 %8)
  %58 = add nsw i32 %53, %26
  %59 = icmp slt i32 %58, %57
  br i1 %59, label %60, label %78

60:                                               ; preds = %48, %60
  %61 = phi i32 [ %76, %60 ], [ %58, %48 ]
  %62 = phi double [ %75, %60 ], [ 0.000000e+00, %48 ]
  %63 = sext i32 %61 to i64
  %64 = getelementptr inbounds i32, ptr %1, i64 %63
  %65 = load i32, ptr %64, align 4, !tbaa !6
  %66 = srem i32 %65, %7
  %67 = icmp slt i32 %66, 0
  %68 = select i1 %67, i32 %7, i32 0
  %69 = add nsw i32 %68, %66
  %70 = getelementptr inbounds double, ptr %2, i64 %63
  %71 = load double, ptr %70, align 8, !tbaa !11
  %72 = sext i32 %69 to i64
  %73 = getelementptr inbounds double, ptr %3, i64 %72
  %74 = load double, ptr %73, align 8, !tbaa !11
  %75 = tail call noundef double @llvm.fma.f64(double %71, double %74, double %62)
  %76 = add nsw i32 %61, %16
  %77 = icmp slt i32 %76, %57
  br i1 %77, label %60, label %78, !llvm.loop !21

78:                                               ; preds = %60, %48, %44
  %79 = phi double [ 0.000000e+00, %44 ], [ 0.000000e+00, %48 ], [ %75, %60 ]
  br i1 %40, label %80, label %83

80:                                               ; preds = %83, %78
  %81 = phi double [ %79, %78 ], [ %97, %83 ]
  %82 = and i1 %43, %47
  br i1 %82, label %100, label %112

83:                                               ; preds = %78, %83
  %84 = phi i32 [ %98, %83 ], [ %39, %78 ]
  %85 = phi double [ %97, %83 ], [ %79, %78 ]
  %86 = bitcast double %85 to i64
  %87 = trunc i64 %86 to i32
  %88 = lshr i64 %86, 32
  %89 = trunc nuw i64 %88 to i32
  %90 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 %24, i32 %87, i32 %84, i32 %42)
  %91 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 %24, i32 %89, i32 %84, i32 %42)
  %92 = zext i32 %91 to i64
  %93 = shl nuw i64 %92, 32
  %94 = zext i32 %90 to i64
  %95 = or disjoint i64 %93, %94
  %96 = bitcast i64 %95 to double
  %97 = fadd contract double %85, %96
  %98 = lshr i32 %84, 1
  %99 = icmp eq i32 %98, 0
  br i1 %99, label %80, label %83, !llvm.loop !22

100:                                              ; preds = %80
  %101 = fmul contract double %10, %81
  %102 = sext i32 %45 to i64
  %103 = getelementptr inbounds double, ptr %4, i64 %102
  %104 = load double, ptr %103, align 8, !tbaa !11
  %105 = fmul contract double %11, %104
  %106 = fadd contract double %101, %105
  %107 = getelementptr inbounds double, ptr %5, i64 %102
  %108 = load double, ptr %107, align 8, !tbaa !11
  %109 = fmul contract double %12, %108
  %110 = fadd contract double %106, %109
  %111 = getelementptr inbounds double, ptr %6, i64 %102
  store double %110, ptr %111, align 8, !tbaa !11
  br label %112

112:                                              ; preds = %100, %80
  %113 = add nsw i32 %45, %34
  %114 = add nsw i32 %46, %34
  %115 = icmp slt i32 %114, %7
  br i1 %115, label %44, label %116, !llvm.loop !23

116:                                              ; preds = %112, %23, %13
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.fabs.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.mul.rn.d(double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.rn(double) #4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none)
define internal fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %0) unnamed_addr #7 {
  %2 = alloca [5 x i64], align 8
  %3 = tail call i32 @llvm.nvvm.d2i.hi(double %0) #10
  %4 = and i32 %3, -2147483648
  %5 = lshr i32 %3, 20
  %6 = and i32 %5, 2047
  %7 = icmp eq i32 %6, 2047
  br i1 %7, label %104, label %8

8:                                                ; preds = %1
  %9 = add nsw i32 %6, -1024
  %10 = bitcast double %0 to i64
  %11 = shl i64 %10, 11
  %12 = or i64 %11, -9223372036854775808
  %13 = lshr i32 %9, 6
  %14 = sub nsw i32 15, %13
  %15 = sub nsw i32 19, %13
  %16 = tail call i32 @llvm.smin.i32(i32 %15, i32 18) #10
  %17 = icmp slt i32 %14, %16
  br i1 %17, label %18, label %32

18:                                               ; preds = %8, %18
  %19 = phi i32 [ %30, %18 ], [ %14, %8 ]
  %20 = phi i64 [ %26, %18 ], [ 0, %8 ]
  %21 = sext i32 %19 to i64
  %22 = getelementptr inbounds i64, ptr addrspace(1) @__cudart_i2opi_d, i64 %21
  %23 = load i64, ptr addrspace(1) %22, align 8
  %24 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, alo, ahi, blo, bhi, clo, chi;\0A\09mov.b64         {alo,ahi}, $2;    \0A\09mov.b64         {blo,bhi}, $3;    \0A\09mov.b64         {clo,chi}, $4;    \0A\09mad.lo.cc.u32   r0, alo, blo, clo;\0A\09madc.hi.cc.u32  r1, alo, blo, chi;\0A\09madc.hi.u32     r2, alo, bhi,   0;\0A\09mad.lo.cc.u32   r1, alo, bhi,  r1;\0A\09madc.hi.cc.u32  r2, ahi, blo,  r2;\0A\09madc.hi.u32     r3, ahi, bhi,   0;\0A\09mad.lo.cc.u32   r1, ahi, blo,  r1;\0A\09madc.lo.cc.u32  r2, ahi, bhi,  r2;\0A\09addc.u32        r3,  r3,   0;     \0A\09mov.b64         $0, {r0,r1};      \0A\09mov.b64         $1, {r2,r3};      \0A\09}", "=l,=l,l,l,l"(i64 %23, i64 %12, i64 %20) #11, !srcloc !24
  %25 = extractvalue { i64, i64 } %24, 0
  %26 = extractvalue { i64, i64 } %24, 1
  %27 = sub nsw i32 %19, %14
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i64, ptr %2, i64 %28
  store i64 %25, ptr %29, align 8
  %30 = add nsw i32 %19, 1
  %31 = icmp eq i32 %30, %16
  br i1 %31, label %32, label %18, !llvm.loop !25

32:                                               ; preds = %18, %8
  %33 = phi i64 [ 0, %8 ], [ %26, %18 ]
  %34 = phi i32 [ %14, %8 ], [ %16, %18 ]
  %35 = sub nsw i32 %34, %14
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i64, ptr %2, i64 %36
  store i64 %33, ptr %37, align 8
  %38 = and i32 %5, 63
  %39 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %40 = load i64, ptr %39, align 8
  %41 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %42 = load i64, ptr %41, align 8
  %43 = icmp eq i32 %38, 0
  br i1 %43, label %56, label %44

44:                                               ; preds = %32
  %45 = sub nuw nsw i32 64, %38
  %46 = zext nneg i32 %38 to i64
  %47 = shl i64 %42, %46
  %48 = zext nneg i32 %45 to i64
  %49 = lshr i64 %40, %48
  %50 = or i64 %47, %49
  %51 = shl i64 %40, %46
  %52 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %53 = load i64, ptr %52, align 8
  %54 = lshr i64 %53, %48
  %55 = or i64 %54, %51
  br label %56

56:                                               ; preds = %44, %32
  %57 = phi i64 [ %50, %44 ], [ %42, %32 ]
  %58 = phi i64 [ %55, %44 ], [ %40, %32 ]
  %59 = lshr i64 %57, 62
  %60 = trunc nuw nsw i64 %59 to i32
  %61 = tail call i64 @llvm.fshl.i64(i64 %57, i64 %58, i64 2)
  %62 = shl i64 %58, 2
  %63 = lshr i64 %61, 63
  %64 = trunc nuw nsw i64 %63 to i32
  %65 = add nuw nsw i32 %64, %60
  %66 = icmp eq i32 %4, 0
  %67 = sub nsw i32 0, %65
  %68 = select i1 %66, i32 %65, i32 %67
  %69 = icmp sgt i64 %61, -1
  br i1 %69, label %75, label %70

70:                                               ; preds = %56
  %71 = xor i32 %4, -2147483648
  %72 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, a0, a1, a2, a3, b0, b1, b2, b3;\0A\09mov.b64         {a0,a1}, $2;\0A\09mov.b64         {a2,a3}, $3;\0A\09mov.b64         {b0,b1}, $4;\0A\09mov.b64         {b2,b3}, $5;\0A\09sub.cc.u32      r0, a0, b0; \0A\09subc.cc.u32     r1, a1, b1; \0A\09subc.cc.u32     r2, a2, b2; \0A\09subc.u32        r3, a3, b3; \0A\09mov.b64         $0, {r0,r1};\0A\09mov.b64         $1, {r2,r3};\0A\09}", "=l,=l,l,l,l,l"(i64 0, i64 0, i64 %62, i64 %61) #11, !srcloc !27
  %73 = extractvalue { i64, i64 } %72, 0
  %74 = extractvalue { i64, i64 } %72, 1
  br label %75

75:                                               ; preds = %70, %56
  %76 = phi i64 [ %74, %70 ], [ %61, %56 ]
  %77 = phi i64 [ %73, %70 ], [ %62, %56 ]
  %78 = phi i32 [ %71, %70 ], [ %4, %56 ]
  %79 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %76, i1 false)
  %80 = freeze i64 %77
  %81 = tail call i64 @llvm.fshl.i64(i64 %76, i64 %80, i64 %79)
  %82 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, alo, ahi, blo, bhi;\0A\09mov.b64         {alo,ahi}, $2;   \0A\09mov.b64         {blo,bhi}, $3;   \0A\09mul.lo.u32      r0, alo, blo;    \0A\09mul.hi.u32      r1, alo, blo;    \0A\09mad.lo.cc.u32   r1, alo, bhi, r1;\0A\09madc.hi.u32     r2, alo, bhi,  0;\0A\09mad.lo.cc.u32   r1, ahi, blo, r1;\0A\09madc.hi.cc.u32  r2, ahi, blo, r2;\0A\09madc.hi.u32     r3, ahi, bhi,  0;\0A\09mad.lo.cc.u32   r2, ahi, bhi, r2;\0A\09addc.u32        r3, r3,  0;      \0A\09mov.b64         $0, {r0,r1};     \0A\09mov.b64         $1, {r2,r3};     \0A\09}", "=l,=l,l,l"(i64 %81, i64 -3958705157555305931) #11, !srcloc !28
  %83 = extractvalue { i64, i64 } %82, 1
  %84 = icmp sgt i64 %83, 0
  br i1 %84, label %85, label %90

85:                                               ; preds = %75
  %86 = add nuw nsw i64 %79, 1
  %87 = extractvalue { i64, i64 } %82, 0
  %88 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, a0, a1, a2, a3, b0, b1, b2, b3;\0A\09mov.b64         {a0,a1}, $2;\0A\09mov.b64         {a2,a3}, $3;\0A\09mov.b64         {b0,b1}, $4;\0A\09mov.b64         {b2,b3}, $5;\0A\09add.cc.u32      r0, a0, b0; \0A\09addc.cc.u32     r1, a1, b1; \0A\09addc.cc.u32     r2, a2, b2; \0A\09addc.u32        r3, a3, b3; \0A\09mov.b64         $0, {r0,r1};\0A\09mov.b64         $1, {r2,r3};\0A\09}", "=l,=l,l,l,l,l"(i64 %87, i64 %83, i64 %87, i64 %83) #11, !srcloc !29
  %89 = extractvalue { i64, i64 } %88, 1
  br label %90

90:                                               ; preds = %85, %75
  %91 = phi i64 [ %89, %85 ], [ %83, %75 ]
  %92 = phi i64 [ %86, %85 ], [ %79, %75 ]
  %93 = zext i32 %78 to i64
  %94 = shl nuw i64 %93, 32
  %95 = add i64 %91, 1
  %96 = lshr i64 %95, 10
  %97 = add nuw nsw i64 %96, 1
  %98 = lshr i64 %97, 1
  %99 = shl nuw nsw i64 %92, 52
  %100 = sub nsw i64 %98, %99
  %101 = add nsw i64 %100, 4602678819172646912
  %102 = or i64 %101, %94
  %103 = bitcast i64 %102 to double
  br label %104

104:                                              ; preds = %1, %90
  %105 = phi double [ %103, %90 ], [ %0, %1 ]
  %106 = phi i32 [ %68, %90 ], [ 0, %1 ]
  %107 = insertvalue { double, i32 } poison, double %105, 0
  %108 = insertvalue { double, i32 } %107, i32 %106, 1
  ret { double, i32 } %108
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.hi(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.lo(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.lohi.i2d(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.rcp.approx.ftz.d(double) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.add.rn.d(double, double) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #9

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { noinline norecurse nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree noinline norecurse nosync nounwind memory(none) "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #9 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }
attributes #11 = { nounwind memory(none) }

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
!12 = !{!"double", !8, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = !{i32 155458}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14}
!24 = !{i32 161534, i32 161538, i32 161607, i32 161655, i32 161703, i32 161751, i32 161799, i32 161847, i32 161895, i32 161943, i32 161991, i32 162039, i32 162087, i32 162135, i32 162183, i32 162231, i32 162279}
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.unroll.count", i32 1}
!27 = !{i32 159268, i32 159272, i32 159343, i32 159385, i32 159427, i32 159469, i32 159511, i32 159553, i32 159595, i32 159637, i32 159679, i32 159721, i32 159763}
!28 = !{i32 160309, i32 160313, i32 160372, i32 160419, i32 160466, i32 160513, i32 160560, i32 160607, i32 160654, i32 160701, i32 160748, i32 160795, i32 160842, i32 160889, i32 160936, i32 160983}
!29 = !{i32 158070, i32 158074, i32 158145, i32 158187, i32 158229, i32 158271, i32 158313, i32 158355, i32 158397, i32 158439, i32 158481, i32 158523, i32 158565}
