; ModuleID = 'src/special_fit.cu'
source_filename = "src/special_fit.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float3 = type { float, float, float }
%struct.HankelRow = type { double, double, double, double }

$_Z14lgamma_lanczosIdET_S0_ = comdat any

$_Z7gamma_qIfET_S0_S0_ = comdat any

$_Z14lgamma_lanczosIfET_S0_ = comdat any

$_Z7gamma_qIdET_S0_S0_ = comdat any

@__cudart_i2opi_d = internal unnamed_addr addrspace(1) constant [18 x i64] [i64 7780917995555872008, i64 4397547296490951402, i64 8441921394348257659, i64 5712322887342352941, i64 7869616827067468215, i64 -1211730484530615009, i64 2303758334597371919, i64 -7168499653074671557, i64 4148332274289687028, i64 -1613291254968254911, i64 -1692731182770600828, i64 -135693905287338178, i64 452944820249399836, i64 -5249950069107600672, i64 -121206125134887583, i64 -2638381946312093631, i64 -277156292786332224, i64 -6703182060581546711], align 8
@__cudart_sin_cos_coeffs = internal unnamed_addr addrspace(1) constant [16 x double] [double 0xBE5AE5F12CB0D246, double 0x3EC71DE369ACE392, double 0xBF2A01A019DB62A1, double 0x3F81111111110818, double 0xBFC5555555555554, double 0.000000e+00, double 0.000000e+00, double 0xBDA8FF8320FD8164, double 0x3E21EEA7C1EF8528, double 0xBE927E4F8E06E6D9, double 0x3EFA01A019DDBCE9, double 0xBF56C16C16C15D47, double 0x3FA5555555555551, double -5.000000e-01, double 1.000000e+00, double 0.000000e+00], align 16

; Function Attrs: nofree noinline nosync nounwind memory(none)
define dso_local noundef double @_Z9bessel_j0d(double noundef %0) local_unnamed_addr #0 {
  %2 = tail call noundef double @llvm.nvvm.fabs.f64(double %0)
  %3 = fcmp contract olt double %2, 8.000000e+00
  br i1 %3, label %4, label %26

4:                                                ; preds = %1
  %5 = fmul contract double %0, %0
  %6 = fmul contract double %5, 0x40671CF7C59EDB22
  %7 = fsub contract double 0x40F2E50548605682, %6
  %8 = fmul contract double %5, %7
  %9 = fadd contract double %8, 0xC16563CB05C28F5C
  %10 = fmul contract double %5, %9
  %11 = fadd contract double %10, 0x41C36B769C59999A
  %12 = fmul contract double %5, %11
  %13 = fadd contract double %12, 0xC208E3C794900000
  %14 = fmul contract double %5, %13
  %15 = fadd contract double %14, 0x422ACEB2E89C0000
  %16 = fadd contract double %5, 0x4070BDA6FFB3A9E6
  %17 = fmul contract double %5, %16
  %18 = fadd contract double %17, 0x40ECF114C0C1FC8F
  %19 = fmul contract double %5, %18
  %20 = fadd contract double %19, 0x41621C1316F9DB23
  %21 = fmul contract double %5, %20
  %22 = fadd contract double %21, 0x41CEAEB69C800000
  %23 = fmul contract double %5, %22
  %24 = fadd contract double %23, 0x422ACEB2E7560000
  %25 = fdiv contract double %15, %24
  br label %157

26:                                               ; preds = %1
  %27 = fdiv contract double 8.000000e+00, %2
  %28 = fmul contract double %27, %27
  %29 = fadd contract double %2, 0xBFE921FB5496FD7F
  %30 = fmul contract double %28, 0x3E8C1A8AAB292861
  %31 = fadd contract double %30, 0xBEC1648790299C51
  %32 = fmul contract double %28, %31
  %33 = fadd contract double %32, 0x3EFCAC653E340F37
  %34 = fmul contract double %28, %33
  %35 = fadd contract double %34, 0xBF51FFFB817F9F0A
  %36 = fmul contract double %28, %35
  %37 = fadd contract double %36, 1.000000e+00
  %38 = fmul contract double %28, 0x3E7918D350375DFB
  %39 = fsub contract double 0x3EA992788C9726A9, %38
  %40 = fmul contract double %28, %39
  %41 = fadd contract double %40, 0xBEDCFCC9CD06FBFC
  %42 = fmul contract double %28, %41
  %43 = fadd contract double %42, 0x3F22BFEC7E1AA561
  %44 = fmul contract double %28, %43
  %45 = fadd contract double %44, 0xBF8FFFFFFE483202
  %46 = fdiv contract double 0x3FE45F306D974364, %2
  %47 = tail call noundef double @llvm.sqrt.f64(double %46)
  %48 = tail call double @llvm.nvvm.fabs.f64(double %29)
  %49 = fcmp oeq double %48, 0x7FF0000000000000
  br i1 %49, label %50, label %52

50:                                               ; preds = %26
  %51 = tail call double @llvm.nvvm.mul.rn.d(double %29, double 0.000000e+00) #13
  br label %69

52:                                               ; preds = %26
  %53 = fmul double %29, 0x3FE45F306DC9C883
  %54 = tail call i32 @llvm.nvvm.d2i.rn(double %53) #13
  %55 = sitofp i32 %54 to double
  %56 = fneg double %55
  %57 = tail call double @llvm.fma.f64(double %56, double 0x3FF921FB54442D18, double %29)
  %58 = tail call double @llvm.fma.f64(double %56, double 0x3C91A62633145C00, double %57)
  %59 = tail call double @llvm.fma.f64(double %56, double 0x397B839A252049C0, double %58)
  %60 = fcmp ult double %48, 0x41E0000000000000
  br i1 %60, label %65, label %61

61:                                               ; preds = %52
  %62 = tail call fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %29) #13
  %63 = extractvalue { double, i32 } %62, 0
  %64 = extractvalue { double, i32 } %62, 1
  br label %65

65:                                               ; preds = %61, %52
  %66 = phi double [ %63, %61 ], [ %59, %52 ]
  %67 = phi i32 [ %64, %61 ], [ %54, %52 ]
  %68 = add nsw i32 %67, 1
  br label %69

69:                                               ; preds = %50, %65
  %70 = phi double [ %51, %50 ], [ %66, %65 ]
  %71 = phi i32 [ 1, %50 ], [ %68, %65 ]
  %72 = and i32 %71, 1
  %73 = shl nuw nsw i32 %72, 3
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds nuw double, ptr addrspace(1) @__cudart_sin_cos_coeffs, i64 %74
  %76 = tail call double @llvm.nvvm.mul.rn.d(double %70, double %70) #13
  %77 = icmp eq i32 %72, 0
  %78 = select i1 %77, double 0x3DE5DB65F9785EBA, double 0xBDA8FF8320FD8164
  %79 = load double, ptr addrspace(1) %75, align 16
  %80 = tail call double @llvm.fma.f64(double %78, double %76, double %79)
  %81 = getelementptr inbounds nuw i8, ptr addrspace(1) %75, i64 8
  %82 = load double, ptr addrspace(1) %81, align 8
  %83 = tail call double @llvm.fma.f64(double %80, double %76, double %82)
  %84 = getelementptr inbounds nuw i8, ptr addrspace(1) %75, i64 16
  %85 = load double, ptr addrspace(1) %84, align 16
  %86 = tail call double @llvm.fma.f64(double %83, double %76, double %85)
  %87 = getelementptr inbounds nuw i8, ptr addrspace(1) %75, i64 24
  %88 = load double, ptr addrspace(1) %87, align 8
  %89 = tail call double @llvm.fma.f64(double %86, double %76, double %88)
  %90 = getelementptr inbounds nuw i8, ptr addrspace(1) %75, i64 32
  %91 = load double, ptr addrspace(1) %90, align 16
  %92 = tail call double @llvm.fma.f64(double %89, double %76, double %91)
  %93 = getelementptr inbounds nuw i8, ptr addrspace(1) %75, i64 40
  %94 = load double, ptr addrspace(1) %93, align 8
  %95 = tail call double @llvm.fma.f64(double %92, double %76, double %94)
  %96 = tail call double @llvm.fma.f64(double %95, double %70, double %70)
  %97 = tail call double @llvm.fma.f64(double %95, double %76, double 1.000000e+00)
  %98 = select i1 %77, double %96, double %97
  %99 = and i32 %71, 2
  %100 = icmp eq i32 %99, 0
  %101 = fsub double 0.000000e+00, %98
  %102 = select i1 %100, double %98, double %101
  %103 = fmul contract double %37, %102
  br i1 %49, label %104, label %106

104:                                              ; preds = %69
  %105 = tail call double @llvm.nvvm.mul.rn.d(double %29, double 0.000000e+00) #13
  br label %119

106:                                              ; preds = %69
  %107 = fmul double %29, 0x3FE45F306DC9C883
  %108 = tail call i32 @llvm.nvvm.d2i.rn(double %107) #13
  %109 = sitofp i32 %108 to double
  %110 = fneg double %109
  %111 = tail call double @llvm.fma.f64(double %110, double 0x3FF921FB54442D18, double %29)
  %112 = tail call double @llvm.fma.f64(double %110, double 0x3C91A62633145C00, double %111)
  %113 = tail call double @llvm.fma.f64(double %110, double 0x397B839A252049C0, double %112)
  %114 = fcmp ult double %48, 0x41E0000000000000
  br i1 %114, label %119, label %115

115:                                              ; preds = %106
  %116 = tail call fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %29) #13
  %117 = extractvalue { double, i32 } %116, 0
  %118 = extractvalue { double, i32 } %116, 1
  br label %119

119:                                              ; preds = %104, %106, %115
  %120 = phi double [ %105, %104 ], [ %117, %115 ], [ %113, %106 ]
  %121 = phi i32 [ 0, %104 ], [ %118, %115 ], [ %108, %106 ]
  %122 = and i32 %121, 1
  %123 = shl nuw nsw i32 %122, 3
  %124 = zext nneg i32 %123 to i64
  %125 = getelementptr inbounds nuw double, ptr addrspace(1) @__cudart_sin_cos_coeffs, i64 %124
  %126 = tail call double @llvm.nvvm.mul.rn.d(double %120, double %120) #13
  %127 = icmp eq i32 %122, 0
  %128 = select i1 %127, double 0x3DE5DB65F9785EBA, double 0xBDA8FF8320FD8164
  %129 = load double, ptr addrspace(1) %125, align 16
  %130 = tail call double @llvm.fma.f64(double %128, double %126, double %129)
  %131 = getelementptr inbounds nuw i8, ptr addrspace(1) %125, i64 8
  %132 = load double, ptr addrspace(1) %131, align 8
  %133 = tail call double @llvm.fma.f64(double %130, double %126, double %132)
  %134 = getelementptr inbounds nuw i8, ptr addrspace(1) %125, i64 16
  %135 = load double, ptr addrspace(1) %134, align 16
  %136 = tail call double @llvm.fma.f64(double %133, double %126, double %135)
  %137 = getelementptr inbounds nuw i8, ptr addrspace(1) %125, i64 24
  %138 = load double, ptr addrspace(1) %137, align 8
  %139 = tail call double @llvm.fma.f64(double %136, double %126, double %138)
  %140 = getelementptr inbounds nuw i8, ptr addrspace(1) %125, i64 32
  %141 = load double, ptr addrspace(1) %140, align 16
  %142 = tail call double @llvm.fma.f64(double %139, double %126, double %141)
  %143 = getelementptr inbounds nuw i8, ptr addrspace(1) %125, i64 40
  %144 = load double, ptr addrspace(1) %143, align 8
  %145 = tail call double @llvm.fma.f64(double %142, double %126, double %144)
  %146 = tail call double @llvm.fma.f64(double %145, double %120, double %120)
  %147 = tail call double @llvm.fma.f64(double %145, double %126, double 1.000000e+00)
  %148 = select i1 %127, double %146, double %147
  %149 = and i32 %121, 2
  %150 = icmp eq i32 %149, 0
  %151 = fsub double 0.000000e+00, %148
  %152 = select i1 %150, double %148, double %151
  %153 = fmul contract double %27, %152
  %154 = fmul contract double %45, %153
  %155 = fsub contract double %103, %154
  %156 = fmul contract double %47, %155
  br label %157

157:                                              ; preds = %119, %4
  %158 = phi double [ %25, %4 ], [ %156, %119 ]
  ret double %158
}

; Function Attrs: nofree noinline nosync nounwind memory(none)
define dso_local noundef double @_Z9bessel_j1d(double noundef %0) local_unnamed_addr #0 {
  %2 = tail call noundef double @llvm.nvvm.fabs.f64(double %0)
  %3 = fcmp contract olt double %2, 8.000000e+00
  br i1 %3, label %4, label %27

4:                                                ; preds = %1
  %5 = fmul contract double %0, %0
  %6 = fmul contract double %5, 0x403E290DC00716A0
  %7 = fsub contract double 0x40CEAC3DC5D63886, %6
  %8 = fmul contract double %5, %7
  %9 = fadd contract double %8, 0xC146ADE1B83126E9
  %10 = fmul contract double %5, %9
  %11 = fadd contract double %10, 0x41ACE55D6A333333
  %12 = fmul contract double %5, %11
  %13 = fadd contract double %12, 0xC1FD6950B2300000
  %14 = fmul contract double %5, %13
  %15 = fadd contract double %14, 0x4230D925DDD80000
  %16 = fmul contract double %0, %15
  %17 = fadd contract double %5, 0x40778FFC79E8FA2A
  %18 = fmul contract double %5, %17
  %19 = fadd contract double %18, 0x40F84776F16B11C7
  %20 = fmul contract double %5, %19
  %21 = fadd contract double %20, 0x4171B8F08BD70A3D
  %22 = fmul contract double %5, %21
  %23 = fadd contract double %22, 0x41E123EC31400000
  %24 = fmul contract double %5, %23
  %25 = fadd contract double %24, 0x4240D925DDCD0000
  %26 = fdiv contract double %16, %25
  br label %161

27:                                               ; preds = %1
  %28 = fdiv contract double 8.000000e+00, %2
  %29 = fmul contract double %28, %28
  %30 = fadd contract double %2, 0xC002D97C7F4EE208
  %31 = fmul contract double %29, 0x3E9020F5634D8D14
  %32 = fsub contract double 0x3EC49D7C00DF0E15, %31
  %33 = fmul contract double %29, %32
  %34 = fadd contract double %33, 0xBF026FA0A2D15CD3
  %35 = fmul contract double %29, %34
  %36 = fadd contract double %35, 1.831050e-03
  %37 = fmul contract double %29, %36
  %38 = fadd contract double %37, 1.000000e+00
  %39 = fmul contract double %29, 0x3E7C65A7D5438122
  %40 = fadd contract double %39, 0xBEAD9ACFF13878F1
  %41 = fmul contract double %29, %40
  %42 = fadd contract double %41, 0x3EE1B82114D8A643
  %43 = fmul contract double %29, %42
  %44 = fadd contract double %43, 0xBF2A3FEA5C574380
  %45 = fmul contract double %29, %44
  %46 = fadd contract double %45, 0x3FA7FFFFFF920C81
  %47 = fdiv contract double 0x3FE45F306D974364, %2
  %48 = tail call noundef double @llvm.sqrt.f64(double %47)
  %49 = tail call double @llvm.nvvm.fabs.f64(double %30)
  %50 = fcmp oeq double %49, 0x7FF0000000000000
  br i1 %50, label %51, label %53

51:                                               ; preds = %27
  %52 = tail call double @llvm.nvvm.mul.rn.d(double %30, double 0.000000e+00) #13
  br label %70

53:                                               ; preds = %27
  %54 = fmul double %30, 0x3FE45F306DC9C883
  %55 = tail call i32 @llvm.nvvm.d2i.rn(double %54) #13
  %56 = sitofp i32 %55 to double
  %57 = fneg double %56
  %58 = tail call double @llvm.fma.f64(double %57, double 0x3FF921FB54442D18, double %30)
  %59 = tail call double @llvm.fma.f64(double %57, double 0x3C91A62633145C00, double %58)
  %60 = tail call double @llvm.fma.f64(double %57, double 0x397B839A252049C0, double %59)
  %61 = fcmp ult double %49, 0x41E0000000000000
  br i1 %61, label %66, label %62

62:                                               ; preds = %53
  %63 = tail call fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %30) #13
  %64 = extractvalue { double, i32 } %63, 0
  %65 = extractvalue { double, i32 } %63, 1
  br label %66

66:                                               ; preds = %62, %53
  %67 = phi double [ %64, %62 ], [ %60, %53 ]
  %68 = phi i32 [ %65, %62 ], [ %55, %53 ]
  %69 = add nsw i32 %68, 1
  br label %70

70:                                               ; preds = %51, %66
  %71 = phi double [ %52, %51 ], [ %67, %66 ]
  %72 = phi i32 [ 1, %51 ], [ %69, %66 ]
  %73 = and i32 %72, 1
  %74 = shl nuw nsw i32 %73, 3
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds nuw double, ptr addrspace(1) @__cudart_sin_cos_coeffs, i64 %75
  %77 = tail call double @llvm.nvvm.mul.rn.d(double %71, double %71) #13
  %78 = icmp eq i32 %73, 0
  %79 = select i1 %78, double 0x3DE5DB65F9785EBA, double 0xBDA8FF8320FD8164
  %80 = load double, ptr addrspace(1) %76, align 16
  %81 = tail call double @llvm.fma.f64(double %79, double %77, double %80)
  %82 = getelementptr inbounds nuw i8, ptr addrspace(1) %76, i64 8
  %83 = load double, ptr addrspace(1) %82, align 8
  %84 = tail call double @llvm.fma.f64(double %81, double %77, double %83)
  %85 = getelementptr inbounds nuw i8, ptr addrspace(1) %76, i64 16
  %86 = load double, ptr addrspace(1) %85, align 16
  %87 = tail call double @llvm.fma.f64(double %84, double %77, double %86)
  %88 = getelementptr inbounds nuw i8, ptr addrspace(1) %76, i64 24
  %89 = load double, ptr addrspace(1) %88, align 8
  %90 = tail call double @llvm.fma.f64(double %87, double %77, double %89)
  %91 = getelementptr inbounds nuw i8, ptr addrspace(1) %76, i64 32
  %92 = load double, ptr addrspace(1) %91, align 16
  %93 = tail call double @llvm.fma.f64(double %90, double %77, double %92)
  %94 = getelementptr inbounds nuw i8, ptr addrspace(1) %76, i64 40
  %95 = load double, ptr addrspace(1) %94, align 8
  %96 = tail call double @llvm.fma.f64(double %93, double %77, double %95)
  %97 = tail call double @llvm.fma.f64(double %96, double %71, double %71)
  %98 = tail call double @llvm.fma.f64(double %96, double %77, double 1.000000e+00)
  %99 = select i1 %78, double %97, double %98
  %100 = and i32 %72, 2
  %101 = icmp eq i32 %100, 0
  %102 = fsub double 0.000000e+00, %99
  %103 = select i1 %101, double %99, double %102
  %104 = fmul contract double %38, %103
  br i1 %50, label %105, label %107

105:                                              ; preds = %70
  %106 = tail call double @llvm.nvvm.mul.rn.d(double %30, double 0.000000e+00) #13
  br label %120

107:                                              ; preds = %70
  %108 = fmul double %30, 0x3FE45F306DC9C883
  %109 = tail call i32 @llvm.nvvm.d2i.rn(double %108) #13
  %110 = sitofp i32 %109 to double
  %111 = fneg double %110
  %112 = tail call double @llvm.fma.f64(double %111, double 0x3FF921FB54442D18, double %30)
  %113 = tail call double @llvm.fma.f64(double %111, double 0x3C91A62633145C00, double %112)
  %114 = tail call double @llvm.fma.f64(double %111, double 0x397B839A252049C0, double %113)
  %115 = fcmp ult double %49, 0x41E0000000000000
  br i1 %115, label %120, label %116

116:                                              ; preds = %107
  %117 = tail call fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %30) #13
  %118 = extractvalue { double, i32 } %117, 0
  %119 = extractvalue { double, i32 } %117, 1
  br label %120

120:                                              ; preds = %105, %107, %116
  %121 = phi double [ %106, %105 ], [ %118, %116 ], [ %114, %107 ]
  %122 = phi i32 [ 0, %105 ], [ %119, %116 ], [ %109, %107 ]
  %123 = and i32 %122, 1
  %124 = shl nuw nsw i32 %123, 3
  %125 = zext nneg i32 %124 to i64
  %126 = getelementptr inbounds nuw double, ptr addrspace(1) @__cudart_sin_cos_coeffs, i64 %125
  %127 = tail call double @llvm.nvvm.mul.rn.d(double %121, double %121) #13
  %128 = icmp eq i32 %123, 0
  %129 = select i1 %128, double 0x3DE5DB65F9785EBA, double 0xBDA8FF8320FD8164
  %130 = load double, ptr addrspace(1) %126, align 16
  %131 = tail call double @llvm.fma.f64(double %129, double %127, double %130)
  %132 = getelementptr inbounds nuw i8, ptr addrspace(1) %126, i64 8
  %133 = load double, ptr addrspace(1) %132, align 8
  %134 = tail call double @llvm.fma.f64(double %131, double %127, double %133)
  %135 = getelementptr inbounds nuw i8, ptr addrspace(1) %126, i64 16
  %136 = load double, ptr addrspace(1) %135, align 16
  %137 = tail call double @llvm.fma.f64(double %134, double %127, double %136)
  %138 = getelementptr inbounds nuw i8, ptr addrspace(1) %126, i64 24
  %139 = load double, ptr addrspace(1) %138, align 8
  %140 = tail call double @llvm.fma.f64(double %137, double %127, double %139)
  %141 = getelementptr inbounds nuw i8, ptr addrspace(1) %126, i64 32
  %142 = load double, ptr addrspace(1) %141, align 16
  %143 = tail call double @llvm.fma.f64(double %140, double %127, double %142)
  %144 = getelementptr inbounds nuw i8, ptr addrspace(1) %126, i64 40
  %145 = load double, ptr addrspace(1) %144, align 8
  %146 = tail call double @llvm.fma.f64(double %143, double %127, double %145)
  %147 = tail call double @llvm.fma.f64(double %146, double %121, double %121)
  %148 = tail call double @llvm.fma.f64(double %146, double %127, double 1.000000e+00)
  %149 = select i1 %128, double %147, double %148
  %150 = and i32 %122, 2
  %151 = icmp eq i32 %150, 0
  %152 = fsub double 0.000000e+00, %149
  %153 = select i1 %151, double %149, double %152
  %154 = fmul contract double %28, %153
  %155 = fmul contract double %46, %154
  %156 = fsub contract double %104, %155
  %157 = fmul contract double %48, %156
  %158 = fcmp contract olt double %0, 0.000000e+00
  %159 = fneg contract double %157
  %160 = select contract i1 %158, double %159, double %157
  br label %161

161:                                              ; preds = %120, %4
  %162 = phi double [ %26, %4 ], [ %160, %120 ]
  ret double %162
}

; Function Attrs: nofree noinline nosync nounwind memory(none)
define dso_local noundef double @_Z9bessel_y0d(double noundef %0) local_unnamed_addr #0 {
  %2 = fcmp contract ogt double %0, 0.000000e+00
  br i1 %2, label %3, label %235

3:                                                ; preds = %1
  %4 = fcmp contract olt double %0, 8.000000e+00
  br i1 %4, label %5, label %104

5:                                                ; preds = %3
  %6 = fmul contract double %0, %0
  %7 = fmul contract double %6, 0x406C8ECAF1602A0C
  %8 = fadd contract double %7, 0xC0F5137ED753A3EC
  %9 = fmul contract double %6, %8
  %10 = fadd contract double %9, 0x4164C0712947AE14
  %11 = fmul contract double %6, %10
  %12 = fadd contract double %11, 0xC1BE89FD7B99999A
  %13 = fmul contract double %6, %12
  %14 = fadd contract double %13, 0x41FA4FA4B9100000
  %15 = fmul contract double %6, %14
  %16 = fadd contract double %15, 0xC1E60998B9A00000
  %17 = fadd contract double %6, 0x406C434BF9D39615
  %18 = fmul contract double %6, %17
  %19 = fadd contract double %18, 0x40E72AE8786C2268
  %20 = fmul contract double %6, %19
  %21 = fadd contract double %20, 0x415B6CF69C083127
  %22 = fmul contract double %6, %21
  %23 = fadd contract double %22, 0x41C635CE56666666
  %24 = fmul contract double %6, %23
  %25 = fadd contract double %24, 0x4222A97F121A0000
  %26 = fdiv contract double %16, %25
  %27 = tail call contract noundef double @_Z9bessel_j0d(double noundef %0) #13
  %28 = fmul contract double %27, 0x3FE45F306D974364
  %29 = tail call i32 @llvm.nvvm.d2i.hi(double %0) #13
  %30 = tail call i32 @llvm.nvvm.d2i.lo(double %0) #13
  %31 = icmp slt i32 %29, 1048576
  br i1 %31, label %32, label %36

32:                                               ; preds = %5
  %33 = fmul double %0, 0x4350000000000000
  %34 = tail call i32 @llvm.nvvm.d2i.hi(double %33) #13
  %35 = tail call i32 @llvm.nvvm.d2i.lo(double %33) #13
  br label %36

36:                                               ; preds = %32, %5
  %37 = phi double [ %33, %32 ], [ %0, %5 ]
  %38 = phi i32 [ %34, %32 ], [ %29, %5 ]
  %39 = phi i32 [ %35, %32 ], [ %30, %5 ]
  %40 = phi i32 [ -1077, %32 ], [ -1023, %5 ]
  %41 = add i32 %38, -1
  %42 = icmp ult i32 %41, 2146435071
  br i1 %42, label %43, label %94

43:                                               ; preds = %36
  %44 = lshr i32 %38, 20
  %45 = add nsw i32 %40, %44
  %46 = and i32 %38, 1048575
  %47 = or disjoint i32 %46, 1072693248
  %48 = tail call double @llvm.nvvm.lohi.i2d(i32 %39, i32 %47) #13
  %49 = icmp samesign ugt i32 %47, 1073127582
  br i1 %49, label %50, label %56

50:                                               ; preds = %43
  %51 = tail call i32 @llvm.nvvm.d2i.lo(double %48) #13
  %52 = tail call i32 @llvm.nvvm.d2i.hi(double %48) #13
  %53 = add i32 %52, -1048576
  %54 = tail call double @llvm.nvvm.lohi.i2d(i32 %51, i32 %53) #13
  %55 = add nsw i32 %45, 1
  br label %56

56:                                               ; preds = %50, %43
  %57 = phi double [ %54, %50 ], [ %48, %43 ]
  %58 = phi i32 [ %55, %50 ], [ %45, %43 ]
  %59 = fadd double %57, -1.000000e+00
  %60 = fadd double %57, 1.000000e+00
  %61 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %60) #13
  %62 = fneg double %60
  %63 = tail call double @llvm.fma.f64(double %62, double %61, double 1.000000e+00)
  %64 = tail call double @llvm.fma.f64(double %63, double %63, double %63)
  %65 = tail call double @llvm.fma.f64(double %64, double %61, double %61)
  %66 = fmul double %59, %65
  %67 = fadd double %66, %66
  %68 = fmul double %67, %67
  %69 = tail call double @llvm.fma.f64(double %68, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %70 = tail call double @llvm.fma.f64(double %69, double %68, double 0x3EF3B2669F02676F)
  %71 = tail call double @llvm.fma.f64(double %70, double %68, double 0x3F1745CBA9AB0956)
  %72 = tail call double @llvm.fma.f64(double %71, double %68, double 0x3F3C71C72D1B5154)
  %73 = tail call double @llvm.fma.f64(double %72, double %68, double 0x3F624924923BE72D)
  %74 = tail call double @llvm.fma.f64(double %73, double %68, double 0x3F8999999999A3C4)
  %75 = tail call double @llvm.fma.f64(double %74, double %68, double 0x3FB5555555555554)
  %76 = fsub double %59, %67
  %77 = fmul double %76, 2.000000e+00
  %78 = fneg double %67
  %79 = tail call double @llvm.fma.f64(double %78, double %59, double %77)
  %80 = fmul double %65, %79
  %81 = fmul double %68, %75
  %82 = tail call double @llvm.fma.f64(double %81, double %67, double %80)
  %83 = xor i32 %58, -2147483648
  %84 = tail call double @llvm.nvvm.lohi.i2d(i32 %83, i32 1127219200) #13
  %85 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #13
  %86 = fsub double %84, %85
  %87 = tail call double @llvm.fma.f64(double %86, double 0x3FE62E42FEFA39EF, double %67)
  %88 = fneg double %86
  %89 = tail call double @llvm.fma.f64(double %88, double 0x3FE62E42FEFA39EF, double %87)
  %90 = fsub double %89, %67
  %91 = fsub double %82, %90
  %92 = tail call double @llvm.fma.f64(double %86, double 0x3C7ABC9E3B39803F, double %91)
  %93 = fadd double %87, %92
  br label %100

94:                                               ; preds = %36
  %95 = tail call double @llvm.fma.f64(double %37, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %96 = tail call i32 @llvm.nvvm.d2i.hi(double %37) #13
  %97 = and i32 %96, 2147483647
  %98 = icmp eq i32 %97, 0
  %99 = select i1 %98, double 0xFFF0000000000000, double %95
  br label %100

100:                                              ; preds = %56, %94
  %101 = phi double [ %93, %56 ], [ %99, %94 ]
  %102 = fmul contract double %28, %101
  %103 = fadd contract double %26, %102
  br label %235

104:                                              ; preds = %3
  %105 = fdiv contract double 8.000000e+00, %0
  %106 = fmul contract double %105, %105
  %107 = fadd contract double %0, 0xBFE921FB5496FD7F
  %108 = fmul contract double %106, 0x3E8C1A8AAB292861
  %109 = fadd contract double %108, 0xBEC1648790299C51
  %110 = fmul contract double %106, %109
  %111 = fadd contract double %110, 0x3EFCAC653E340F37
  %112 = fmul contract double %106, %111
  %113 = fadd contract double %112, 0xBF51FFFB817F9F0A
  %114 = fmul contract double %106, %113
  %115 = fadd contract double %114, 1.000000e+00
  %116 = fmul contract double %106, 0x3E7918D350375DFB
  %117 = fsub contract double 0x3EA992788C9726A9, %116
  %118 = fmul contract double %106, %117
  %119 = fadd contract double %118, 0xBEDCFCC9CD06FBFC
  %120 = fmul contract double %106, %119
  %121 = fadd contract double %120, 0x3F22BFEC7E1AA561
  %122 = fmul contract double %106, %121
  %123 = fadd contract double %122, 0xBF8FFFFFFE483202
  %124 = fdiv contract double 0x3FE45F306D974364, %0
  %125 = tail call noundef double @llvm.sqrt.f64(double %124)
  %126 = tail call double @llvm.nvvm.fabs.f64(double %107)
  %127 = fcmp oeq double %126, 0x7FF0000000000000
  br i1 %127, label %128, label %130

128:                                              ; preds = %104
  %129 = tail call double @llvm.nvvm.mul.rn.d(double %107, double 0.000000e+00) #13
  br label %143

130:                                              ; preds = %104
  %131 = fmul double %107, 0x3FE45F306DC9C883
  %132 = tail call i32 @llvm.nvvm.d2i.rn(double %131) #13
  %133 = sitofp i32 %132 to double
  %134 = fneg double %133
  %135 = tail call double @llvm.fma.f64(double %134, double 0x3FF921FB54442D18, double %107)
  %136 = tail call double @llvm.fma.f64(double %134, double 0x3C91A62633145C00, double %135)
  %137 = tail call double @llvm.fma.f64(double %134, double 0x397B839A252049C0, double %136)
  %138 = fcmp ult double %126, 0x41E0000000000000
  br i1 %138, label %143, label %139

139:                                              ; preds = %130
  %140 = tail call fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %107) #13
  %141 = extractvalue { double, i32 } %140, 0
  %142 = extractvalue { double, i32 } %140, 1
  br label %143

143:                                              ; preds = %128, %130, %139
  %144 = phi double [ %129, %128 ], [ %141, %139 ], [ %137, %130 ]
  %145 = phi i32 [ 0, %128 ], [ %142, %139 ], [ %132, %130 ]
  %146 = and i32 %145, 1
  %147 = shl nuw nsw i32 %146, 3
  %148 = zext nneg i32 %147 to i64
  %149 = getelementptr inbounds nuw double, ptr addrspace(1) @__cudart_sin_cos_coeffs, i64 %148
  %150 = tail call double @llvm.nvvm.mul.rn.d(double %144, double %144) #13
  %151 = icmp eq i32 %146, 0
  %152 = select i1 %151, double 0x3DE5DB65F9785EBA, double 0xBDA8FF8320FD8164
  %153 = load double, ptr addrspace(1) %149, align 16
  %154 = tail call double @llvm.fma.f64(double %152, double %150, double %153)
  %155 = getelementptr inbounds nuw i8, ptr addrspace(1) %149, i64 8
  %156 = load double, ptr addrspace(1) %155, align 8
  %157 = tail call double @llvm.fma.f64(double %154, double %150, double %156)
  %158 = getelementptr inbounds nuw i8, ptr addrspace(1) %149, i64 16
  %159 = load double, ptr addrspace(1) %158, align 16
  %160 = tail call double @llvm.fma.f64(double %157, double %150, double %159)
  %161 = getelementptr inbounds nuw i8, ptr addrspace(1) %149, i64 24
  %162 = load double, ptr addrspace(1) %161, align 8
  %163 = tail call double @llvm.fma.f64(double %160, double %150, double %162)
  %164 = getelementptr inbounds nuw i8, ptr addrspace(1) %149, i64 32
  %165 = load double, ptr addrspace(1) %164, align 16
  %166 = tail call double @llvm.fma.f64(double %163, double %150, double %165)
  %167 = getelementptr inbounds nuw i8, ptr addrspace(1) %149, i64 40
  %168 = load double, ptr addrspace(1) %167, align 8
  %169 = tail call double @llvm.fma.f64(double %166, double %150, double %168)
  %170 = tail call double @llvm.fma.f64(double %169, double %144, double %144)
  %171 = tail call double @llvm.fma.f64(double %169, double %150, double 1.000000e+00)
  %172 = select i1 %151, double %170, double %171
  %173 = and i32 %145, 2
  %174 = icmp eq i32 %173, 0
  %175 = fsub double 0.000000e+00, %172
  %176 = select i1 %174, double %172, double %175
  %177 = fmul contract double %115, %176
  br i1 %127, label %178, label %180

178:                                              ; preds = %143
  %179 = tail call double @llvm.nvvm.mul.rn.d(double %107, double 0.000000e+00) #13
  br label %197

180:                                              ; preds = %143
  %181 = fmul double %107, 0x3FE45F306DC9C883
  %182 = tail call i32 @llvm.nvvm.d2i.rn(double %181) #13
  %183 = sitofp i32 %182 to double
  %184 = fneg double %183
  %185 = tail call double @llvm.fma.f64(double %184, double 0x3FF921FB54442D18, double %107)
  %186 = tail call double @llvm.fma.f64(double %184, double 0x3C91A62633145C00, double %185)
  %187 = tail call double @llvm.fma.f64(double %184, double 0x397B839A252049C0, double %186)
  %188 = fcmp ult double %126, 0x41E0000000000000
  br i1 %188, label %193, label %189

189:                                              ; preds = %180
  %190 = tail call fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %107) #13
  %191 = extractvalue { double, i32 } %190, 0
  %192 = extractvalue { double, i32 } %190, 1
  br label %193

193:                                              ; preds = %189, %180
  %194 = phi double [ %191, %189 ], [ %187, %180 ]
  %195 = phi i32 [ %192, %189 ], [ %182, %180 ]
  %196 = add nsw i32 %195, 1
  br label %197

197:                                              ; preds = %178, %193
  %198 = phi double [ %179, %178 ], [ %194, %193 ]
  %199 = phi i32 [ 1, %178 ], [ %196, %193 ]
  %200 = and i32 %199, 1
  %201 = shl nuw nsw i32 %200, 3
  %202 = zext nneg i32 %201 to i64
  %203 = getelementptr inbounds nuw double, ptr addrspace(1) @__cudart_sin_cos_coeffs, i64 %202
  %204 = tail call double @llvm.nvvm.mul.rn.d(double %198, double %198) #13
  %205 = icmp eq i32 %200, 0
  %206 = select i1 %205, double 0x3DE5DB65F9785EBA, double 0xBDA8FF8320FD8164
  %207 = load double, ptr addrspace(1) %203, align 16
  %208 = tail call double @llvm.fma.f64(double %206, double %204, double %207)
  %209 = getelementptr inbounds nuw i8, ptr addrspace(1) %203, i64 8
  %210 = load double, ptr addrspace(1) %209, align 8
  %211 = tail call double @llvm.fma.f64(double %208, double %204, double %210)
  %212 = getelementptr inbounds nuw i8, ptr addrspace(1) %203, i64 16
  %213 = load double, ptr addrspace(1) %212, align 16
  %214 = tail call double @llvm.fma.f64(double %211, double %204, double %213)
  %215 = getelementptr inbounds nuw i8, ptr addrspace(1) %203, i64 24
  %216 = load double, ptr addrspace(1) %215, align 8
  %217 = tail call double @llvm.fma.f64(double %214, double %204, double %216)
  %218 = getelementptr inbounds nuw i8, ptr addrspace(1) %203, i64 32
  %219 = load double, ptr addrspace(1) %218, align 16
  %220 = tail call double @llvm.fma.f64(double %217, double %204, double %219)
  %221 = getelementptr inbounds nuw i8, ptr addrspace(1) %203, i64 40
  %222 = load double, ptr addrspace(1) %221, align 8
  %223 = tail call double @llvm.fma.f64(double %220, double %204, double %222)
  %224 = tail call double @llvm.fma.f64(double %223, double %198, double %198)
  %225 = tail call double @llvm.fma.f64(double %223, double %204, double 1.000000e+00)
  %226 = select i1 %205, double %224, double %225
  %227 = and i32 %199, 2
  %228 = icmp eq i32 %227, 0
  %229 = fsub double 0.000000e+00, %226
  %230 = select i1 %228, double %226, double %229
  %231 = fmul contract double %105, %230
  %232 = fmul contract double %123, %231
  %233 = fadd contract double %177, %232
  %234 = fmul contract double %125, %233
  br label %235

235:                                              ; preds = %1, %197, %100
  %236 = phi double [ %103, %100 ], [ %234, %197 ], [ -1.000000e+300, %1 ]
  ret double %236
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @gamma_fit_mle(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef writeonly captures(none) %4) local_unnamed_addr #1 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = and i32 %6, 31
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = add i32 %10, %6
  %12 = lshr i32 %11, 5
  %13 = icmp sge i32 %12, %2
  %14 = add i32 %3, -4097
  %15 = icmp ult i32 %14, -4096
  %16 = or i1 %13, %15
  br i1 %16, label %648, label %17

17:                                               ; preds = %5
  %18 = zext nneg i32 %12 to i64
  %19 = getelementptr inbounds nuw i32, ptr %1, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %20, i32 0)
  %22 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %21, i32 range(i32 -2147483648, 2147483647) %3)
  %23 = zext nneg i32 %3 to i64
  %24 = mul nuw nsw i64 %23, %18
  %25 = getelementptr inbounds nuw float, ptr %0, i64 %24
  %26 = icmp slt i32 %7, %22
  br i1 %26, label %27, label %114

27:                                               ; preds = %17
  %28 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #13
  br label %29

29:                                               ; preds = %27, %109
  %30 = phi double [ 0.000000e+00, %27 ], [ %38, %109 ]
  %31 = phi double [ 0.000000e+00, %27 ], [ %111, %109 ]
  %32 = phi i32 [ %7, %27 ], [ %112, %109 ]
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds nuw float, ptr %25, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !11
  %36 = fpext contract float %35 to double
  %37 = tail call noundef double @llvm.maxnum.f64(double %36, double 1.000000e-30)
  %38 = fadd contract double %30, %37
  %39 = tail call i32 @llvm.nvvm.d2i.hi(double %37) #13
  %40 = tail call i32 @llvm.nvvm.d2i.lo(double %37) #13
  %41 = icmp slt i32 %39, 1048576
  br i1 %41, label %42, label %46

42:                                               ; preds = %29
  %43 = fmul double %37, 0x4350000000000000
  %44 = tail call i32 @llvm.nvvm.d2i.hi(double %43) #13
  %45 = tail call i32 @llvm.nvvm.d2i.lo(double %43) #13
  br label %46

46:                                               ; preds = %42, %29
  %47 = phi double [ %43, %42 ], [ %37, %29 ]
  %48 = phi i32 [ %44, %42 ], [ %39, %29 ]
  %49 = phi i32 [ %45, %42 ], [ %40, %29 ]
  %50 = phi i32 [ -1077, %42 ], [ -1023, %29 ]
  %51 = add i32 %48, -1
  %52 = icmp ult i32 %51, 2146435071
  br i1 %52, label %53, label %103

53:                                               ; preds = %46
  %54 = lshr i32 %48, 20
  %55 = add nsw i32 %50, %54
  %56 = and i32 %48, 1048575
  %57 = or disjoint i32 %56, 1072693248
  %58 = tail call double @llvm.nvvm.lohi.i2d(i32 %49, i32 %57) #13
  %59 = icmp samesign ugt i32 %57, 1073127582
  br i1 %59, label %60, label %66

60:                                               ; preds = %53
  %61 = tail call i32 @llvm.nvvm.d2i.lo(double %58) #13
  %62 = tail call i32 @llvm.nvvm.d2i.hi(double %58) #13
  %63 = add i32 %62, -1048576
  %64 = tail call double @llvm.nvvm.lohi.i2d(i32 %61, i32 %63) #13
  %65 = add nsw i32 %55, 1
  br label %66

66:                                               ; preds = %60, %53
  %67 = phi double [ %64, %60 ], [ %58, %53 ]
  %68 = phi i32 [ %65, %60 ], [ %55, %53 ]
  %69 = fadd double %67, -1.000000e+00
  %70 = fadd double %67, 1.000000e+00
  %71 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %70) #13
  %72 = fneg double %70
  %73 = tail call double @llvm.fma.f64(double %72, double %71, double 1.000000e+00)
  %74 = tail call double @llvm.fma.f64(double %73, double %73, double %73)
  %75 = tail call double @llvm.fma.f64(double %74, double %71, double %71)
  %76 = fmul double %69, %75
  %77 = fadd double %76, %76
  %78 = fmul double %77, %77
  %79 = tail call double @llvm.fma.f64(double %78, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %80 = tail call double @llvm.fma.f64(double %79, double %78, double 0x3EF3B2669F02676F)
  %81 = tail call double @llvm.fma.f64(double %80, double %78, double 0x3F1745CBA9AB0956)
  %82 = tail call double @llvm.fma.f64(double %81, double %78, double 0x3F3C71C72D1B5154)
  %83 = tail call double @llvm.fma.f64(double %82, double %78, double 0x3F624924923BE72D)
  %84 = tail call double @llvm.fma.f64(double %83, double %78, double 0x3F8999999999A3C4)
  %85 = tail call double @llvm.fma.f64(double %84, double %78, double 0x3FB5555555555554)
  %86 = fsub double %69, %77
  %87 = fmul double %86, 2.000000e+00
  %88 = fneg double %77
  %89 = tail call double @llvm.fma.f64(double %88, double %69, double %87)
  %90 = fmul double %75, %89
  %91 = fmul double %78, %85
  %92 = tail call double @llvm.fma.f64(double %91, double %77, double %90)
  %93 = xor i32 %68, -2147483648
  %94 = tail call double @llvm.nvvm.lohi.i2d(i32 %93, i32 1127219200) #13
  %95 = fsub double %94, %28
  %96 = tail call double @llvm.fma.f64(double %95, double 0x3FE62E42FEFA39EF, double %77)
  %97 = fneg double %95
  %98 = tail call double @llvm.fma.f64(double %97, double 0x3FE62E42FEFA39EF, double %96)
  %99 = fsub double %98, %77
  %100 = fsub double %92, %99
  %101 = tail call double @llvm.fma.f64(double %95, double 0x3C7ABC9E3B39803F, double %100)
  %102 = fadd double %96, %101
  br label %109

103:                                              ; preds = %46
  %104 = tail call double @llvm.fma.f64(double %47, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %105 = tail call i32 @llvm.nvvm.d2i.hi(double %47) #13
  %106 = and i32 %105, 2147483647
  %107 = icmp eq i32 %106, 0
  %108 = select i1 %107, double 0xFFF0000000000000, double %104
  br label %109

109:                                              ; preds = %66, %103
  %110 = phi double [ %102, %66 ], [ %108, %103 ]
  %111 = fadd contract double %31, %110
  %112 = add nuw nsw i32 %32, 32
  %113 = icmp slt i32 %112, %22
  br i1 %113, label %29, label %114, !llvm.loop !13

114:                                              ; preds = %109, %17
  %115 = phi double [ 0.000000e+00, %17 ], [ %111, %109 ]
  %116 = phi double [ 0.000000e+00, %17 ], [ %38, %109 ]
  %117 = bitcast double %116 to i64
  %118 = trunc i64 %117 to i32
  %119 = lshr i64 %117, 32
  %120 = trunc nuw i64 %119 to i32
  %121 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %118, i32 16, i32 31)
  %122 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %120, i32 16, i32 31)
  %123 = zext i32 %122 to i64
  %124 = shl nuw i64 %123, 32
  %125 = zext i32 %121 to i64
  %126 = or disjoint i64 %124, %125
  %127 = bitcast i64 %126 to double
  %128 = fadd contract double %116, %127
  %129 = bitcast double %115 to i64
  %130 = trunc i64 %129 to i32
  %131 = lshr i64 %129, 32
  %132 = trunc nuw i64 %131 to i32
  %133 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %130, i32 16, i32 31)
  %134 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %132, i32 16, i32 31)
  %135 = zext i32 %134 to i64
  %136 = shl nuw i64 %135, 32
  %137 = zext i32 %133 to i64
  %138 = or disjoint i64 %136, %137
  %139 = bitcast i64 %138 to double
  %140 = fadd contract double %115, %139
  %141 = bitcast double %128 to i64
  %142 = trunc i64 %141 to i32
  %143 = lshr i64 %141, 32
  %144 = trunc nuw i64 %143 to i32
  %145 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %142, i32 8, i32 31)
  %146 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %144, i32 8, i32 31)
  %147 = zext i32 %146 to i64
  %148 = shl nuw i64 %147, 32
  %149 = zext i32 %145 to i64
  %150 = or disjoint i64 %148, %149
  %151 = bitcast i64 %150 to double
  %152 = fadd contract double %128, %151
  %153 = bitcast double %140 to i64
  %154 = trunc i64 %153 to i32
  %155 = lshr i64 %153, 32
  %156 = trunc nuw i64 %155 to i32
  %157 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %154, i32 8, i32 31)
  %158 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %156, i32 8, i32 31)
  %159 = zext i32 %158 to i64
  %160 = shl nuw i64 %159, 32
  %161 = zext i32 %157 to i64
  %162 = or disjoint i64 %160, %161
  %163 = bitcast i64 %162 to double
  %164 = fadd contract double %140, %163
  %165 = bitcast double %152 to i64
  %166 = trunc i64 %165 to i32
  %167 = lshr i64 %165, 32
  %168 = trunc nuw i64 %167 to i32
  %169 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %166, i32 4, i32 31)
  %170 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %168, i32 4, i32 31)
  %171 = zext i32 %170 to i64
  %172 = shl nuw i64 %171, 32
  %173 = zext i32 %169 to i64
  %174 = or disjoint i64 %172, %173
  %175 = bitcast i64 %174 to double
  %176 = fadd contract double %152, %175
  %177 = bitcast double %164 to i64
  %178 = trunc i64 %177 to i32
  %179 = lshr i64 %177, 32
  %180 = trunc nuw i64 %179 to i32
  %181 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %178, i32 4, i32 31)
  %182 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %180, i32 4, i32 31)
  %183 = zext i32 %182 to i64
  %184 = shl nuw i64 %183, 32
  %185 = zext i32 %181 to i64
  %186 = or disjoint i64 %184, %185
  %187 = bitcast i64 %186 to double
  %188 = fadd contract double %164, %187
  %189 = bitcast double %176 to i64
  %190 = trunc i64 %189 to i32
  %191 = lshr i64 %189, 32
  %192 = trunc nuw i64 %191 to i32
  %193 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %190, i32 2, i32 31)
  %194 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %192, i32 2, i32 31)
  %195 = zext i32 %194 to i64
  %196 = shl nuw i64 %195, 32
  %197 = zext i32 %193 to i64
  %198 = or disjoint i64 %196, %197
  %199 = bitcast i64 %198 to double
  %200 = fadd contract double %176, %199
  %201 = bitcast double %188 to i64
  %202 = trunc i64 %201 to i32
  %203 = lshr i64 %201, 32
  %204 = trunc nuw i64 %203 to i32
  %205 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %202, i32 2, i32 31)
  %206 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %204, i32 2, i32 31)
  %207 = zext i32 %206 to i64
  %208 = shl nuw i64 %207, 32
  %209 = zext i32 %205 to i64
  %210 = or disjoint i64 %208, %209
  %211 = bitcast i64 %210 to double
  %212 = fadd contract double %188, %211
  %213 = bitcast double %200 to i64
  %214 = trunc i64 %213 to i32
  %215 = lshr i64 %213, 32
  %216 = trunc nuw i64 %215 to i32
  %217 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %214, i32 1, i32 31)
  %218 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %216, i32 1, i32 31)
  %219 = zext i32 %218 to i64
  %220 = shl nuw i64 %219, 32
  %221 = zext i32 %217 to i64
  %222 = or disjoint i64 %220, %221
  %223 = bitcast i64 %222 to double
  %224 = fadd contract double %200, %223
  %225 = bitcast double %212 to i64
  %226 = trunc i64 %225 to i32
  %227 = lshr i64 %225, 32
  %228 = trunc nuw i64 %227 to i32
  %229 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %226, i32 1, i32 31)
  %230 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %228, i32 1, i32 31)
  %231 = zext i32 %230 to i64
  %232 = shl nuw i64 %231, 32
  %233 = zext i32 %229 to i64
  %234 = or disjoint i64 %232, %233
  %235 = bitcast i64 %234 to double
  %236 = fadd contract double %212, %235
  %237 = icmp eq i32 %7, 0
  br i1 %237, label %238, label %648

238:                                              ; preds = %114
  %239 = icmp slt i32 %22, 2
  br i1 %239, label %641, label %240

240:                                              ; preds = %238
  %241 = uitofp nneg i32 %22 to double
  %242 = fdiv contract double %224, %241
  %243 = fdiv contract double %236, %241
  %244 = tail call i32 @llvm.nvvm.d2i.hi(double %242) #13
  %245 = tail call i32 @llvm.nvvm.d2i.lo(double %242) #13
  %246 = icmp slt i32 %244, 1048576
  br i1 %246, label %247, label %251

247:                                              ; preds = %240
  %248 = fmul double %242, 0x4350000000000000
  %249 = tail call i32 @llvm.nvvm.d2i.hi(double %248) #13
  %250 = tail call i32 @llvm.nvvm.d2i.lo(double %248) #13
  br label %251

251:                                              ; preds = %247, %240
  %252 = phi double [ %248, %247 ], [ %242, %240 ]
  %253 = phi i32 [ %249, %247 ], [ %244, %240 ]
  %254 = phi i32 [ %250, %247 ], [ %245, %240 ]
  %255 = phi i32 [ -1077, %247 ], [ -1023, %240 ]
  %256 = add i32 %253, -1
  %257 = icmp ult i32 %256, 2146435071
  br i1 %257, label %258, label %309

258:                                              ; preds = %251
  %259 = lshr i32 %253, 20
  %260 = add nsw i32 %255, %259
  %261 = and i32 %253, 1048575
  %262 = or disjoint i32 %261, 1072693248
  %263 = tail call double @llvm.nvvm.lohi.i2d(i32 %254, i32 %262) #13
  %264 = icmp samesign ugt i32 %262, 1073127582
  br i1 %264, label %265, label %271

265:                                              ; preds = %258
  %266 = tail call i32 @llvm.nvvm.d2i.lo(double %263) #13
  %267 = tail call i32 @llvm.nvvm.d2i.hi(double %263) #13
  %268 = add i32 %267, -1048576
  %269 = tail call double @llvm.nvvm.lohi.i2d(i32 %266, i32 %268) #13
  %270 = add nsw i32 %260, 1
  br label %271

271:                                              ; preds = %265, %258
  %272 = phi double [ %269, %265 ], [ %263, %258 ]
  %273 = phi i32 [ %270, %265 ], [ %260, %258 ]
  %274 = fadd double %272, -1.000000e+00
  %275 = fadd double %272, 1.000000e+00
  %276 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %275) #13
  %277 = fneg double %275
  %278 = tail call double @llvm.fma.f64(double %277, double %276, double 1.000000e+00)
  %279 = tail call double @llvm.fma.f64(double %278, double %278, double %278)
  %280 = tail call double @llvm.fma.f64(double %279, double %276, double %276)
  %281 = fmul double %274, %280
  %282 = fadd double %281, %281
  %283 = fmul double %282, %282
  %284 = tail call double @llvm.fma.f64(double %283, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %285 = tail call double @llvm.fma.f64(double %284, double %283, double 0x3EF3B2669F02676F)
  %286 = tail call double @llvm.fma.f64(double %285, double %283, double 0x3F1745CBA9AB0956)
  %287 = tail call double @llvm.fma.f64(double %286, double %283, double 0x3F3C71C72D1B5154)
  %288 = tail call double @llvm.fma.f64(double %287, double %283, double 0x3F624924923BE72D)
  %289 = tail call double @llvm.fma.f64(double %288, double %283, double 0x3F8999999999A3C4)
  %290 = tail call double @llvm.fma.f64(double %289, double %283, double 0x3FB5555555555554)
  %291 = fsub double %274, %282
  %292 = fmul double %291, 2.000000e+00
  %293 = fneg double %282
  %294 = tail call double @llvm.fma.f64(double %293, double %274, double %292)
  %295 = fmul double %280, %294
  %296 = fmul double %283, %290
  %297 = tail call double @llvm.fma.f64(double %296, double %282, double %295)
  %298 = xor i32 %273, -2147483648
  %299 = tail call double @llvm.nvvm.lohi.i2d(i32 %298, i32 1127219200) #13
  %300 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #13
  %301 = fsub double %299, %300
  %302 = tail call double @llvm.fma.f64(double %301, double 0x3FE62E42FEFA39EF, double %282)
  %303 = fneg double %301
  %304 = tail call double @llvm.fma.f64(double %303, double 0x3FE62E42FEFA39EF, double %302)
  %305 = fsub double %304, %282
  %306 = fsub double %297, %305
  %307 = tail call double @llvm.fma.f64(double %301, double 0x3C7ABC9E3B39803F, double %306)
  %308 = fadd double %302, %307
  br label %315

309:                                              ; preds = %251
  %310 = tail call double @llvm.fma.f64(double %252, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %311 = tail call i32 @llvm.nvvm.d2i.hi(double %252) #13
  %312 = and i32 %311, 2147483647
  %313 = icmp eq i32 %312, 0
  %314 = select i1 %313, double 0xFFF0000000000000, double %310
  br label %315

315:                                              ; preds = %271, %309
  %316 = phi double [ %308, %271 ], [ %314, %309 ]
  %317 = fsub contract double %316, %243
  %318 = tail call noundef double @llvm.maxnum.f64(double %317, double 0x3D719799812DEA11)
  %319 = fsub contract double 3.000000e+00, %318
  %320 = fadd contract double %318, -3.000000e+00
  %321 = fmul contract double %320, %320
  %322 = fmul contract double %318, 2.400000e+01
  %323 = fadd contract double %322, %321
  %324 = tail call noundef double @llvm.sqrt.f64(double %323)
  %325 = fadd contract double %319, %324
  %326 = fmul contract double %318, 1.200000e+01
  %327 = fdiv contract double %325, %326
  %328 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #13
  %329 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #13
  br label %330

330:                                              ; preds = %548, %315
  %331 = phi double [ %327, %315 ], [ %549, %548 ]
  %332 = phi i32 [ 0, %315 ], [ %551, %548 ]
  %333 = tail call i32 @llvm.nvvm.d2i.hi(double %331) #13
  %334 = tail call i32 @llvm.nvvm.d2i.lo(double %331) #13
  %335 = icmp slt i32 %333, 1048576
  br i1 %335, label %336, label %340

336:                                              ; preds = %330
  %337 = fmul double %331, 0x4350000000000000
  %338 = tail call i32 @llvm.nvvm.d2i.hi(double %337) #13
  %339 = tail call i32 @llvm.nvvm.d2i.lo(double %337) #13
  br label %340

340:                                              ; preds = %336, %330
  %341 = phi double [ %337, %336 ], [ %331, %330 ]
  %342 = phi i32 [ %338, %336 ], [ %333, %330 ]
  %343 = phi i32 [ %339, %336 ], [ %334, %330 ]
  %344 = phi i32 [ -1077, %336 ], [ -1023, %330 ]
  %345 = add i32 %342, -1
  %346 = icmp ult i32 %345, 2146435071
  br i1 %346, label %347, label %397

347:                                              ; preds = %340
  %348 = lshr i32 %342, 20
  %349 = add nsw i32 %344, %348
  %350 = and i32 %342, 1048575
  %351 = or disjoint i32 %350, 1072693248
  %352 = tail call double @llvm.nvvm.lohi.i2d(i32 %343, i32 %351) #13
  %353 = icmp samesign ugt i32 %351, 1073127582
  br i1 %353, label %354, label %360

354:                                              ; preds = %347
  %355 = tail call i32 @llvm.nvvm.d2i.lo(double %352) #13
  %356 = tail call i32 @llvm.nvvm.d2i.hi(double %352) #13
  %357 = add i32 %356, -1048576
  %358 = tail call double @llvm.nvvm.lohi.i2d(i32 %355, i32 %357) #13
  %359 = add nsw i32 %349, 1
  br label %360

360:                                              ; preds = %354, %347
  %361 = phi double [ %358, %354 ], [ %352, %347 ]
  %362 = phi i32 [ %359, %354 ], [ %349, %347 ]
  %363 = fadd double %361, -1.000000e+00
  %364 = fadd double %361, 1.000000e+00
  %365 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %364) #13
  %366 = fneg double %364
  %367 = tail call double @llvm.fma.f64(double %366, double %365, double 1.000000e+00)
  %368 = tail call double @llvm.fma.f64(double %367, double %367, double %367)
  %369 = tail call double @llvm.fma.f64(double %368, double %365, double %365)
  %370 = fmul double %363, %369
  %371 = fadd double %370, %370
  %372 = fmul double %371, %371
  %373 = tail call double @llvm.fma.f64(double %372, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %374 = tail call double @llvm.fma.f64(double %373, double %372, double 0x3EF3B2669F02676F)
  %375 = tail call double @llvm.fma.f64(double %374, double %372, double 0x3F1745CBA9AB0956)
  %376 = tail call double @llvm.fma.f64(double %375, double %372, double 0x3F3C71C72D1B5154)
  %377 = tail call double @llvm.fma.f64(double %376, double %372, double 0x3F624924923BE72D)
  %378 = tail call double @llvm.fma.f64(double %377, double %372, double 0x3F8999999999A3C4)
  %379 = tail call double @llvm.fma.f64(double %378, double %372, double 0x3FB5555555555554)
  %380 = fsub double %363, %371
  %381 = fmul double %380, 2.000000e+00
  %382 = fneg double %371
  %383 = tail call double @llvm.fma.f64(double %382, double %363, double %381)
  %384 = fmul double %369, %383
  %385 = fmul double %372, %379
  %386 = tail call double @llvm.fma.f64(double %385, double %371, double %384)
  %387 = xor i32 %362, -2147483648
  %388 = tail call double @llvm.nvvm.lohi.i2d(i32 %387, i32 1127219200) #13
  %389 = fsub double %388, %328
  %390 = tail call double @llvm.fma.f64(double %389, double 0x3FE62E42FEFA39EF, double %371)
  %391 = fneg double %389
  %392 = tail call double @llvm.fma.f64(double %391, double 0x3FE62E42FEFA39EF, double %390)
  %393 = fsub double %392, %371
  %394 = fsub double %386, %393
  %395 = tail call double @llvm.fma.f64(double %389, double 0x3C7ABC9E3B39803F, double %394)
  %396 = fadd double %390, %395
  br label %403

397:                                              ; preds = %340
  %398 = tail call double @llvm.fma.f64(double %341, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %399 = tail call i32 @llvm.nvvm.d2i.hi(double %341) #13
  %400 = and i32 %399, 2147483647
  %401 = icmp eq i32 %400, 0
  %402 = select i1 %401, double 0xFFF0000000000000, double %398
  br label %403

403:                                              ; preds = %360, %397
  %404 = phi double [ %396, %360 ], [ %402, %397 ]
  %405 = fcmp contract olt double %331, 6.000000e+00
  br i1 %405, label %479, label %406

406:                                              ; preds = %479, %403
  %407 = phi double [ 0.000000e+00, %403 ], [ %484, %479 ]
  %408 = phi double [ %331, %403 ], [ %485, %479 ]
  %409 = tail call i32 @llvm.nvvm.d2i.hi(double %408) #13
  %410 = tail call i32 @llvm.nvvm.d2i.lo(double %408) #13
  %411 = icmp slt i32 %409, 1048576
  br i1 %411, label %412, label %416

412:                                              ; preds = %406
  %413 = fmul double %408, 0x4350000000000000
  %414 = tail call i32 @llvm.nvvm.d2i.hi(double %413) #13
  %415 = tail call i32 @llvm.nvvm.d2i.lo(double %413) #13
  br label %416

416:                                              ; preds = %412, %406
  %417 = phi double [ %413, %412 ], [ %408, %406 ]
  %418 = phi i32 [ %414, %412 ], [ %409, %406 ]
  %419 = phi i32 [ %415, %412 ], [ %410, %406 ]
  %420 = phi i32 [ -1077, %412 ], [ -1023, %406 ]
  %421 = add i32 %418, -1
  %422 = icmp ult i32 %421, 2146435071
  br i1 %422, label %423, label %473

423:                                              ; preds = %416
  %424 = lshr i32 %418, 20
  %425 = add nsw i32 %420, %424
  %426 = and i32 %418, 1048575
  %427 = or disjoint i32 %426, 1072693248
  %428 = tail call double @llvm.nvvm.lohi.i2d(i32 %419, i32 %427) #13
  %429 = icmp samesign ugt i32 %427, 1073127582
  br i1 %429, label %430, label %436

430:                                              ; preds = %423
  %431 = tail call i32 @llvm.nvvm.d2i.lo(double %428) #13
  %432 = tail call i32 @llvm.nvvm.d2i.hi(double %428) #13
  %433 = add i32 %432, -1048576
  %434 = tail call double @llvm.nvvm.lohi.i2d(i32 %431, i32 %433) #13
  %435 = add nsw i32 %425, 1
  br label %436

436:                                              ; preds = %430, %423
  %437 = phi double [ %434, %430 ], [ %428, %423 ]
  %438 = phi i32 [ %435, %430 ], [ %425, %423 ]
  %439 = fadd double %437, -1.000000e+00
  %440 = fadd double %437, 1.000000e+00
  %441 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %440) #13
  %442 = fneg double %440
  %443 = tail call double @llvm.fma.f64(double %442, double %441, double 1.000000e+00)
  %444 = tail call double @llvm.fma.f64(double %443, double %443, double %443)
  %445 = tail call double @llvm.fma.f64(double %444, double %441, double %441)
  %446 = fmul double %439, %445
  %447 = fadd double %446, %446
  %448 = fmul double %447, %447
  %449 = tail call double @llvm.fma.f64(double %448, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %450 = tail call double @llvm.fma.f64(double %449, double %448, double 0x3EF3B2669F02676F)
  %451 = tail call double @llvm.fma.f64(double %450, double %448, double 0x3F1745CBA9AB0956)
  %452 = tail call double @llvm.fma.f64(double %451, double %448, double 0x3F3C71C72D1B5154)
  %453 = tail call double @llvm.fma.f64(double %452, double %448, double 0x3F624924923BE72D)
  %454 = tail call double @llvm.fma.f64(double %453, double %448, double 0x3F8999999999A3C4)
  %455 = tail call double @llvm.fma.f64(double %454, double %448, double 0x3FB5555555555554)
  %456 = fsub double %439, %447
  %457 = fmul double %456, 2.000000e+00
  %458 = fneg double %447
  %459 = tail call double @llvm.fma.f64(double %458, double %439, double %457)
  %460 = fmul double %445, %459
  %461 = fmul double %448, %455
  %462 = tail call double @llvm.fma.f64(double %461, double %447, double %460)
  %463 = xor i32 %438, -2147483648
  %464 = tail call double @llvm.nvvm.lohi.i2d(i32 %463, i32 1127219200) #13
  %465 = fsub double %464, %329
  %466 = tail call double @llvm.fma.f64(double %465, double 0x3FE62E42FEFA39EF, double %447)
  %467 = fneg double %465
  %468 = tail call double @llvm.fma.f64(double %467, double 0x3FE62E42FEFA39EF, double %466)
  %469 = fsub double %468, %447
  %470 = fsub double %462, %469
  %471 = tail call double @llvm.fma.f64(double %465, double 0x3C7ABC9E3B39803F, double %470)
  %472 = fadd double %466, %471
  br label %490

473:                                              ; preds = %416
  %474 = tail call double @llvm.fma.f64(double %417, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %475 = tail call i32 @llvm.nvvm.d2i.hi(double %417) #13
  %476 = and i32 %475, 2147483647
  %477 = icmp eq i32 %476, 0
  %478 = select i1 %477, double 0xFFF0000000000000, double %474
  br label %490

479:                                              ; preds = %403, %479
  %480 = phi double [ %485, %479 ], [ %331, %403 ]
  %481 = phi double [ %484, %479 ], [ 0.000000e+00, %403 ]
  %482 = phi i32 [ %486, %479 ], [ 0, %403 ]
  %483 = fdiv contract double 1.000000e+00, %480
  %484 = fsub contract double %481, %483
  %485 = fadd contract double %480, 1.000000e+00
  %486 = add nuw nsw i32 %482, 1
  %487 = icmp samesign ult i32 %482, 7
  %488 = fcmp contract olt double %485, 6.000000e+00
  %489 = select i1 %487, i1 %488, i1 false
  br i1 %489, label %479, label %406, !llvm.loop !16

490:                                              ; preds = %436, %473
  %491 = phi double [ %472, %436 ], [ %478, %473 ]
  %492 = fdiv contract double 1.000000e+00, %408
  %493 = fmul contract double %492, %492
  %494 = fadd contract double %407, %491
  %495 = fmul contract double %492, 5.000000e-01
  %496 = fsub contract double %494, %495
  %497 = fmul contract double %493, 0x3F70410410410410
  %498 = fsub contract double 0x3F81111111111111, %497
  %499 = fmul contract double %493, %498
  %500 = fsub contract double 0x3FB5555555555555, %499
  %501 = fmul contract double %493, %500
  %502 = fsub contract double %496, %501
  %503 = fdiv contract double 1.000000e+00, %331
  br i1 %405, label %504, label %516

504:                                              ; preds = %490, %504
  %505 = phi double [ %511, %504 ], [ %331, %490 ]
  %506 = phi double [ %510, %504 ], [ 0.000000e+00, %490 ]
  %507 = phi i32 [ %512, %504 ], [ 0, %490 ]
  %508 = fmul contract double %505, %505
  %509 = fdiv contract double 1.000000e+00, %508
  %510 = fadd contract double %506, %509
  %511 = fadd contract double %505, 1.000000e+00
  %512 = add nuw nsw i32 %507, 1
  %513 = icmp samesign ult i32 %507, 7
  %514 = fcmp contract olt double %511, 6.000000e+00
  %515 = select i1 %513, i1 %514, i1 false
  br i1 %515, label %504, label %516, !llvm.loop !17

516:                                              ; preds = %504, %490
  %517 = phi double [ 0.000000e+00, %490 ], [ %510, %504 ]
  %518 = phi double [ %331, %490 ], [ %511, %504 ]
  %519 = fdiv contract double 1.000000e+00, %518
  %520 = fmul contract double %519, %519
  %521 = fadd contract double %517, %519
  %522 = fmul contract double %520, 5.000000e-01
  %523 = fadd contract double %521, %522
  %524 = fmul contract double %519, %520
  %525 = fmul contract double %520, 0x3F98618618618618
  %526 = fsub contract double 0x3FA1111111111111, %525
  %527 = fmul contract double %520, %526
  %528 = fsub contract double 0x3FC5555555555555, %527
  %529 = fmul contract double %524, %528
  %530 = fadd contract double %523, %529
  %531 = fsub contract double %503, %530
  %532 = tail call noundef double @llvm.nvvm.fabs.f64(double %531)
  %533 = fcmp contract ogt double %532, 1.000000e-300
  br i1 %533, label %534, label %548

534:                                              ; preds = %516
  %535 = fsub contract double %404, %502
  %536 = fsub contract double %535, %318
  %537 = fdiv contract double %536, %531
  %538 = fsub contract double %331, %537
  %539 = fmul contract double %331, 5.000000e-01
  %540 = tail call noundef double @llvm.maxnum.f64(double %538, double %539)
  %541 = fmul contract double %331, 2.000000e+00
  %542 = fadd contract double %541, 1.000000e-03
  %543 = tail call noundef double @llvm.minnum.f64(double %540, double %542)
  %544 = fsub contract double %543, %331
  %545 = tail call noundef double @llvm.nvvm.fabs.f64(double %544)
  %546 = fmul contract double %331, 0x3D719799812DEA11
  %547 = fcmp contract olt double %545, %546
  br label %548

548:                                              ; preds = %516, %534
  %549 = phi double [ %543, %534 ], [ %331, %516 ]
  %550 = phi i1 [ %547, %534 ], [ true, %516 ]
  %551 = add nuw nsw i32 %332, 1
  %552 = icmp eq i32 %551, 10
  %553 = select i1 %550, i1 true, i1 %552
  br i1 %553, label %554, label %330, !llvm.loop !18

554:                                              ; preds = %548
  %555 = fdiv contract double %242, %549
  %556 = fadd contract double %549, -1.000000e+00
  %557 = fmul contract double %236, %556
  %558 = fdiv contract double %224, %555
  %559 = fsub contract double %557, %558
  %560 = tail call contract noundef double @_Z14lgamma_lanczosIdET_S0_(double noundef %549) #13
  %561 = tail call i32 @llvm.nvvm.d2i.hi(double %555) #13
  %562 = tail call i32 @llvm.nvvm.d2i.lo(double %555) #13
  %563 = icmp slt i32 %561, 1048576
  br i1 %563, label %564, label %568

564:                                              ; preds = %554
  %565 = fmul double %555, 0x4350000000000000
  %566 = tail call i32 @llvm.nvvm.d2i.hi(double %565) #13
  %567 = tail call i32 @llvm.nvvm.d2i.lo(double %565) #13
  br label %568

568:                                              ; preds = %564, %554
  %569 = phi double [ %565, %564 ], [ %555, %554 ]
  %570 = phi i32 [ %566, %564 ], [ %561, %554 ]
  %571 = phi i32 [ %567, %564 ], [ %562, %554 ]
  %572 = phi i32 [ -1077, %564 ], [ -1023, %554 ]
  %573 = add i32 %570, -1
  %574 = icmp ult i32 %573, 2146435071
  br i1 %574, label %575, label %626

575:                                              ; preds = %568
  %576 = lshr i32 %570, 20
  %577 = add nsw i32 %572, %576
  %578 = and i32 %570, 1048575
  %579 = or disjoint i32 %578, 1072693248
  %580 = tail call double @llvm.nvvm.lohi.i2d(i32 %571, i32 %579) #13
  %581 = icmp samesign ugt i32 %579, 1073127582
  br i1 %581, label %582, label %588

582:                                              ; preds = %575
  %583 = tail call i32 @llvm.nvvm.d2i.lo(double %580) #13
  %584 = tail call i32 @llvm.nvvm.d2i.hi(double %580) #13
  %585 = add i32 %584, -1048576
  %586 = tail call double @llvm.nvvm.lohi.i2d(i32 %583, i32 %585) #13
  %587 = add nsw i32 %577, 1
  br label %588

588:                                              ; preds = %582, %575
  %589 = phi double [ %586, %582 ], [ %580, %575 ]
  %590 = phi i32 [ %587, %582 ], [ %577, %575 ]
  %591 = fadd double %589, -1.000000e+00
  %592 = fadd double %589, 1.000000e+00
  %593 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %592) #13
  %594 = fneg double %592
  %595 = tail call double @llvm.fma.f64(double %594, double %593, double 1.000000e+00)
  %596 = tail call double @llvm.fma.f64(double %595, double %595, double %595)
  %597 = tail call double @llvm.fma.f64(double %596, double %593, double %593)
  %598 = fmul double %591, %597
  %599 = fadd double %598, %598
  %600 = fmul double %599, %599
  %601 = tail call double @llvm.fma.f64(double %600, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %602 = tail call double @llvm.fma.f64(double %601, double %600, double 0x3EF3B2669F02676F)
  %603 = tail call double @llvm.fma.f64(double %602, double %600, double 0x3F1745CBA9AB0956)
  %604 = tail call double @llvm.fma.f64(double %603, double %600, double 0x3F3C71C72D1B5154)
  %605 = tail call double @llvm.fma.f64(double %604, double %600, double 0x3F624924923BE72D)
  %606 = tail call double @llvm.fma.f64(double %605, double %600, double 0x3F8999999999A3C4)
  %607 = tail call double @llvm.fma.f64(double %606, double %600, double 0x3FB5555555555554)
  %608 = fsub double %591, %599
  %609 = fmul double %608, 2.000000e+00
  %610 = fneg double %599
  %611 = tail call double @llvm.fma.f64(double %610, double %591, double %609)
  %612 = fmul double %597, %611
  %613 = fmul double %600, %607
  %614 = tail call double @llvm.fma.f64(double %613, double %599, double %612)
  %615 = xor i32 %590, -2147483648
  %616 = tail call double @llvm.nvvm.lohi.i2d(i32 %615, i32 1127219200) #13
  %617 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #13
  %618 = fsub double %616, %617
  %619 = tail call double @llvm.fma.f64(double %618, double 0x3FE62E42FEFA39EF, double %599)
  %620 = fneg double %618
  %621 = tail call double @llvm.fma.f64(double %620, double 0x3FE62E42FEFA39EF, double %619)
  %622 = fsub double %621, %599
  %623 = fsub double %614, %622
  %624 = tail call double @llvm.fma.f64(double %618, double 0x3C7ABC9E3B39803F, double %623)
  %625 = fadd double %619, %624
  br label %632

626:                                              ; preds = %568
  %627 = tail call double @llvm.fma.f64(double %569, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %628 = tail call i32 @llvm.nvvm.d2i.hi(double %569) #13
  %629 = and i32 %628, 2147483647
  %630 = icmp eq i32 %629, 0
  %631 = select i1 %630, double 0xFFF0000000000000, double %627
  br label %632

632:                                              ; preds = %588, %626
  %633 = phi double [ %625, %588 ], [ %631, %626 ]
  %634 = fmul contract double %549, %633
  %635 = fadd contract double %560, %634
  %636 = fmul contract double %635, %241
  %637 = fsub contract double %559, %636
  %638 = fptrunc contract double %549 to float
  %639 = fptrunc contract double %555 to float
  %640 = fptrunc contract double %637 to float
  br label %641

641:                                              ; preds = %238, %632
  %642 = phi float [ %638, %632 ], [ 0.000000e+00, %238 ]
  %643 = phi float [ %639, %632 ], [ 0.000000e+00, %238 ]
  %644 = phi float [ %640, %632 ], [ 0.000000e+00, %238 ]
  %645 = getelementptr inbounds nuw %struct.float3, ptr %4, i64 %18
  store float %642, ptr %645, align 4, !tbaa !11
  %646 = getelementptr inbounds nuw i8, ptr %645, i64 4
  store float %643, ptr %646, align 4, !tbaa !11
  %647 = getelementptr inbounds nuw i8, ptr %645, i64 8
  store float %644, ptr %647, align 4, !tbaa !11
  br label %648

648:                                              ; preds = %641, %114, %5
  ret void
}

; Function Attrs: noinline nounwind
define linkonce_odr dso_local noundef double @_Z14lgamma_lanczosIdET_S0_(double noundef %0) local_unnamed_addr #2 comdat {
  %2 = fcmp contract olt double %0, 5.000000e-01
  br i1 %2, label %3, label %133

3:                                                ; preds = %1
  %4 = fmul contract double %0, 0x400921FB54442D18
  %5 = tail call double @llvm.nvvm.fabs.f64(double %4)
  %6 = fcmp oeq double %5, 0x7FF0000000000000
  br i1 %6, label %7, label %9

7:                                                ; preds = %3
  %8 = tail call double @llvm.nvvm.mul.rn.d(double %4, double 0.000000e+00) #13
  br label %22

9:                                                ; preds = %3
  %10 = fmul double %4, 0x3FE45F306DC9C883
  %11 = tail call i32 @llvm.nvvm.d2i.rn(double %10) #13
  %12 = sitofp i32 %11 to double
  %13 = fneg double %12
  %14 = tail call double @llvm.fma.f64(double %13, double 0x3FF921FB54442D18, double %4)
  %15 = tail call double @llvm.fma.f64(double %13, double 0x3C91A62633145C00, double %14)
  %16 = tail call double @llvm.fma.f64(double %13, double 0x397B839A252049C0, double %15)
  %17 = fcmp ult double %5, 0x41E0000000000000
  br i1 %17, label %22, label %18

18:                                               ; preds = %9
  %19 = tail call fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %4) #13
  %20 = extractvalue { double, i32 } %19, 0
  %21 = extractvalue { double, i32 } %19, 1
  br label %22

22:                                               ; preds = %7, %9, %18
  %23 = phi double [ %8, %7 ], [ %20, %18 ], [ %16, %9 ]
  %24 = phi i32 [ 0, %7 ], [ %21, %18 ], [ %11, %9 ]
  %25 = and i32 %24, 1
  %26 = shl nuw nsw i32 %25, 3
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds nuw double, ptr addrspace(1) @__cudart_sin_cos_coeffs, i64 %27
  %29 = tail call double @llvm.nvvm.mul.rn.d(double %23, double %23) #13
  %30 = icmp eq i32 %25, 0
  %31 = select i1 %30, double 0x3DE5DB65F9785EBA, double 0xBDA8FF8320FD8164
  %32 = load double, ptr addrspace(1) %28, align 16
  %33 = tail call double @llvm.fma.f64(double %31, double %29, double %32)
  %34 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 8
  %35 = load double, ptr addrspace(1) %34, align 8
  %36 = tail call double @llvm.fma.f64(double %33, double %29, double %35)
  %37 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 16
  %38 = load double, ptr addrspace(1) %37, align 16
  %39 = tail call double @llvm.fma.f64(double %36, double %29, double %38)
  %40 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 24
  %41 = load double, ptr addrspace(1) %40, align 8
  %42 = tail call double @llvm.fma.f64(double %39, double %29, double %41)
  %43 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 32
  %44 = load double, ptr addrspace(1) %43, align 16
  %45 = tail call double @llvm.fma.f64(double %42, double %29, double %44)
  %46 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 40
  %47 = load double, ptr addrspace(1) %46, align 8
  %48 = tail call double @llvm.fma.f64(double %45, double %29, double %47)
  %49 = tail call double @llvm.fma.f64(double %48, double %23, double %23)
  %50 = tail call double @llvm.fma.f64(double %48, double %29, double 1.000000e+00)
  %51 = select i1 %30, double %49, double %50
  %52 = and i32 %24, 2
  %53 = icmp eq i32 %52, 0
  %54 = fsub double 0.000000e+00, %51
  %55 = select i1 %53, double %51, double %54
  %56 = tail call noundef double @llvm.nvvm.fabs.f64(double %55)
  %57 = tail call noundef double @llvm.maxnum.f64(double %56, double 1.000000e-300)
  %58 = fdiv contract double 0x400921FB54442D18, %57
  %59 = tail call i32 @llvm.nvvm.d2i.hi(double %58) #13
  %60 = tail call i32 @llvm.nvvm.d2i.lo(double %58) #13
  %61 = icmp slt i32 %59, 1048576
  br i1 %61, label %62, label %66

62:                                               ; preds = %22
  %63 = fmul double %58, 0x4350000000000000
  %64 = tail call i32 @llvm.nvvm.d2i.hi(double %63) #13
  %65 = tail call i32 @llvm.nvvm.d2i.lo(double %63) #13
  br label %66

66:                                               ; preds = %62, %22
  %67 = phi double [ %63, %62 ], [ %58, %22 ]
  %68 = phi i32 [ %64, %62 ], [ %59, %22 ]
  %69 = phi i32 [ %65, %62 ], [ %60, %22 ]
  %70 = phi i32 [ -1077, %62 ], [ -1023, %22 ]
  %71 = add i32 %68, -1
  %72 = icmp ult i32 %71, 2146435071
  br i1 %72, label %73, label %124

73:                                               ; preds = %66
  %74 = lshr i32 %68, 20
  %75 = add nsw i32 %70, %74
  %76 = and i32 %68, 1048575
  %77 = or disjoint i32 %76, 1072693248
  %78 = tail call double @llvm.nvvm.lohi.i2d(i32 %69, i32 %77) #13
  %79 = icmp samesign ugt i32 %77, 1073127582
  br i1 %79, label %80, label %86

80:                                               ; preds = %73
  %81 = tail call i32 @llvm.nvvm.d2i.lo(double %78) #13
  %82 = tail call i32 @llvm.nvvm.d2i.hi(double %78) #13
  %83 = add i32 %82, -1048576
  %84 = tail call double @llvm.nvvm.lohi.i2d(i32 %81, i32 %83) #13
  %85 = add nsw i32 %75, 1
  br label %86

86:                                               ; preds = %80, %73
  %87 = phi double [ %84, %80 ], [ %78, %73 ]
  %88 = phi i32 [ %85, %80 ], [ %75, %73 ]
  %89 = fadd double %87, -1.000000e+00
  %90 = fadd double %87, 1.000000e+00
  %91 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %90) #13
  %92 = fneg double %90
  %93 = tail call double @llvm.fma.f64(double %92, double %91, double 1.000000e+00)
  %94 = tail call double @llvm.fma.f64(double %93, double %93, double %93)
  %95 = tail call double @llvm.fma.f64(double %94, double %91, double %91)
  %96 = fmul double %89, %95
  %97 = fadd double %96, %96
  %98 = fmul double %97, %97
  %99 = tail call double @llvm.fma.f64(double %98, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %100 = tail call double @llvm.fma.f64(double %99, double %98, double 0x3EF3B2669F02676F)
  %101 = tail call double @llvm.fma.f64(double %100, double %98, double 0x3F1745CBA9AB0956)
  %102 = tail call double @llvm.fma.f64(double %101, double %98, double 0x3F3C71C72D1B5154)
  %103 = tail call double @llvm.fma.f64(double %102, double %98, double 0x3F624924923BE72D)
  %104 = tail call double @llvm.fma.f64(double %103, double %98, double 0x3F8999999999A3C4)
  %105 = tail call double @llvm.fma.f64(double %104, double %98, double 0x3FB5555555555554)
  %106 = fsub double %89, %97
  %107 = fmul double %106, 2.000000e+00
  %108 = fneg double %97
  %109 = tail call double @llvm.fma.f64(double %108, double %89, double %107)
  %110 = fmul double %95, %109
  %111 = fmul double %98, %105
  %112 = tail call double @llvm.fma.f64(double %111, double %97, double %110)
  %113 = xor i32 %88, -2147483648
  %114 = tail call double @llvm.nvvm.lohi.i2d(i32 %113, i32 1127219200) #13
  %115 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #13
  %116 = fsub double %114, %115
  %117 = tail call double @llvm.fma.f64(double %116, double 0x3FE62E42FEFA39EF, double %97)
  %118 = fneg double %116
  %119 = tail call double @llvm.fma.f64(double %118, double 0x3FE62E42FEFA39EF, double %117)
  %120 = fsub double %119, %97
  %121 = fsub double %112, %120
  %122 = tail call double @llvm.fma.f64(double %116, double 0x3C7ABC9E3B39803F, double %121)
  %123 = fadd double %117, %122
  br label %130

124:                                              ; preds = %66
  %125 = tail call double @llvm.fma.f64(double %67, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %126 = tail call i32 @llvm.nvvm.d2i.hi(double %67) #13
  %127 = and i32 %126, 2147483647
  %128 = icmp eq i32 %127, 0
  %129 = select i1 %128, double 0xFFF0000000000000, double %125
  br label %130

130:                                              ; preds = %86, %124
  %131 = phi double [ %123, %86 ], [ %129, %124 ]
  %132 = fsub contract double 1.000000e+00, %0
  br label %133

133:                                              ; preds = %130, %1
  %134 = phi double [ %131, %130 ], [ 0.000000e+00, %1 ]
  %135 = phi double [ %132, %130 ], [ %0, %1 ]
  %136 = fadd contract double %135, -1.000000e+00
  %137 = fadd contract double %136, 1.000000e+00
  %138 = fdiv contract double 0x40852429B6C30B05, %137
  %139 = fadd contract double %138, 0x3FEFFFFFFFFFF950
  %140 = fadd contract double %136, 2.000000e+00
  %141 = fdiv contract double 0xC093AC8E8ED4171B, %140
  %142 = fadd contract double %139, %141
  %143 = fadd contract double %136, 3.000000e+00
  %144 = fdiv contract double 0x40881A9661D3B4D8, %143
  %145 = fadd contract double %142, %144
  %146 = fadd contract double %136, 4.000000e+00
  %147 = fdiv contract double 0xC06613AE51A32F5D, %146
  %148 = fadd contract double %145, %147
  %149 = fadd contract double %136, 5.000000e+00
  %150 = fdiv contract double 0x402903C27F8B9C81, %149
  %151 = fadd contract double %148, %150
  %152 = fadd contract double %136, 6.000000e+00
  %153 = fdiv contract double 0xBFC1BCB2992B2855, %152
  %154 = fadd contract double %151, %153
  %155 = fadd contract double %136, 7.000000e+00
  %156 = fdiv contract double 0x3EE4F0514E4E324F, %155
  %157 = fadd contract double %154, %156
  %158 = fadd contract double %136, 8.000000e+00
  %159 = fdiv contract double 0x3E8435508F3FAEEF, %158
  %160 = fadd contract double %157, %159
  %161 = fadd contract double %136, 7.500000e+00
  %162 = tail call i32 @llvm.nvvm.d2i.hi(double %161) #13
  %163 = tail call i32 @llvm.nvvm.d2i.lo(double %161) #13
  %164 = icmp slt i32 %162, 1048576
  br i1 %164, label %165, label %169

165:                                              ; preds = %133
  %166 = fmul double %161, 0x4350000000000000
  %167 = tail call i32 @llvm.nvvm.d2i.hi(double %166) #13
  %168 = tail call i32 @llvm.nvvm.d2i.lo(double %166) #13
  br label %169

169:                                              ; preds = %165, %133
  %170 = phi double [ %166, %165 ], [ %161, %133 ]
  %171 = phi i32 [ %167, %165 ], [ %162, %133 ]
  %172 = phi i32 [ %168, %165 ], [ %163, %133 ]
  %173 = phi i32 [ -1077, %165 ], [ -1023, %133 ]
  %174 = add i32 %171, -1
  %175 = icmp ult i32 %174, 2146435071
  br i1 %175, label %176, label %227

176:                                              ; preds = %169
  %177 = lshr i32 %171, 20
  %178 = add nsw i32 %173, %177
  %179 = and i32 %171, 1048575
  %180 = or disjoint i32 %179, 1072693248
  %181 = tail call double @llvm.nvvm.lohi.i2d(i32 %172, i32 %180) #13
  %182 = icmp samesign ugt i32 %180, 1073127582
  br i1 %182, label %183, label %189

183:                                              ; preds = %176
  %184 = tail call i32 @llvm.nvvm.d2i.lo(double %181) #13
  %185 = tail call i32 @llvm.nvvm.d2i.hi(double %181) #13
  %186 = add i32 %185, -1048576
  %187 = tail call double @llvm.nvvm.lohi.i2d(i32 %184, i32 %186) #13
  %188 = add nsw i32 %178, 1
  br label %189

189:                                              ; preds = %183, %176
  %190 = phi double [ %187, %183 ], [ %181, %176 ]
  %191 = phi i32 [ %188, %183 ], [ %178, %176 ]
  %192 = fadd double %190, -1.000000e+00
  %193 = fadd double %190, 1.000000e+00
  %194 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %193) #13
  %195 = fneg double %193
  %196 = tail call double @llvm.fma.f64(double %195, double %194, double 1.000000e+00)
  %197 = tail call double @llvm.fma.f64(double %196, double %196, double %196)
  %198 = tail call double @llvm.fma.f64(double %197, double %194, double %194)
  %199 = fmul double %192, %198
  %200 = fadd double %199, %199
  %201 = fmul double %200, %200
  %202 = tail call double @llvm.fma.f64(double %201, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %203 = tail call double @llvm.fma.f64(double %202, double %201, double 0x3EF3B2669F02676F)
  %204 = tail call double @llvm.fma.f64(double %203, double %201, double 0x3F1745CBA9AB0956)
  %205 = tail call double @llvm.fma.f64(double %204, double %201, double 0x3F3C71C72D1B5154)
  %206 = tail call double @llvm.fma.f64(double %205, double %201, double 0x3F624924923BE72D)
  %207 = tail call double @llvm.fma.f64(double %206, double %201, double 0x3F8999999999A3C4)
  %208 = tail call double @llvm.fma.f64(double %207, double %201, double 0x3FB5555555555554)
  %209 = fsub double %192, %200
  %210 = fmul double %209, 2.000000e+00
  %211 = fneg double %200
  %212 = tail call double @llvm.fma.f64(double %211, double %192, double %210)
  %213 = fmul double %198, %212
  %214 = fmul double %201, %208
  %215 = tail call double @llvm.fma.f64(double %214, double %200, double %213)
  %216 = xor i32 %191, -2147483648
  %217 = tail call double @llvm.nvvm.lohi.i2d(i32 %216, i32 1127219200) #13
  %218 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #13
  %219 = fsub double %217, %218
  %220 = tail call double @llvm.fma.f64(double %219, double 0x3FE62E42FEFA39EF, double %200)
  %221 = fneg double %219
  %222 = tail call double @llvm.fma.f64(double %221, double 0x3FE62E42FEFA39EF, double %220)
  %223 = fsub double %222, %200
  %224 = fsub double %215, %223
  %225 = tail call double @llvm.fma.f64(double %219, double 0x3C7ABC9E3B39803F, double %224)
  %226 = fadd double %220, %225
  br label %233

227:                                              ; preds = %169
  %228 = tail call double @llvm.fma.f64(double %170, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %229 = tail call i32 @llvm.nvvm.d2i.hi(double %170) #13
  %230 = and i32 %229, 2147483647
  %231 = icmp eq i32 %230, 0
  %232 = select i1 %231, double 0xFFF0000000000000, double %228
  br label %233

233:                                              ; preds = %189, %227
  %234 = phi double [ %226, %189 ], [ %232, %227 ]
  %235 = tail call noundef double @llvm.nvvm.fabs.f64(double %160)
  %236 = tail call i32 @llvm.nvvm.d2i.hi(double %235) #13
  %237 = tail call i32 @llvm.nvvm.d2i.lo(double %235) #13
  %238 = icmp slt i32 %236, 1048576
  br i1 %238, label %239, label %243

239:                                              ; preds = %233
  %240 = fmul double %235, 0x4350000000000000
  %241 = tail call i32 @llvm.nvvm.d2i.hi(double %240) #13
  %242 = tail call i32 @llvm.nvvm.d2i.lo(double %240) #13
  br label %243

243:                                              ; preds = %239, %233
  %244 = phi double [ %240, %239 ], [ %235, %233 ]
  %245 = phi i32 [ %241, %239 ], [ %236, %233 ]
  %246 = phi i32 [ %242, %239 ], [ %237, %233 ]
  %247 = phi i32 [ -1077, %239 ], [ -1023, %233 ]
  %248 = add i32 %245, -1
  %249 = icmp ult i32 %248, 2146435071
  br i1 %249, label %250, label %301

250:                                              ; preds = %243
  %251 = lshr i32 %245, 20
  %252 = add nsw i32 %247, %251
  %253 = and i32 %245, 1048575
  %254 = or disjoint i32 %253, 1072693248
  %255 = tail call double @llvm.nvvm.lohi.i2d(i32 %246, i32 %254) #13
  %256 = icmp samesign ugt i32 %254, 1073127582
  br i1 %256, label %257, label %263

257:                                              ; preds = %250
  %258 = tail call i32 @llvm.nvvm.d2i.lo(double %255) #13
  %259 = tail call i32 @llvm.nvvm.d2i.hi(double %255) #13
  %260 = add i32 %259, -1048576
  %261 = tail call double @llvm.nvvm.lohi.i2d(i32 %258, i32 %260) #13
  %262 = add nsw i32 %252, 1
  br label %263

263:                                              ; preds = %257, %250
  %264 = phi double [ %261, %257 ], [ %255, %250 ]
  %265 = phi i32 [ %262, %257 ], [ %252, %250 ]
  %266 = fadd double %264, -1.000000e+00
  %267 = fadd double %264, 1.000000e+00
  %268 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %267) #13
  %269 = fneg double %267
  %270 = tail call double @llvm.fma.f64(double %269, double %268, double 1.000000e+00)
  %271 = tail call double @llvm.fma.f64(double %270, double %270, double %270)
  %272 = tail call double @llvm.fma.f64(double %271, double %268, double %268)
  %273 = fmul double %266, %272
  %274 = fadd double %273, %273
  %275 = fmul double %274, %274
  %276 = tail call double @llvm.fma.f64(double %275, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %277 = tail call double @llvm.fma.f64(double %276, double %275, double 0x3EF3B2669F02676F)
  %278 = tail call double @llvm.fma.f64(double %277, double %275, double 0x3F1745CBA9AB0956)
  %279 = tail call double @llvm.fma.f64(double %278, double %275, double 0x3F3C71C72D1B5154)
  %280 = tail call double @llvm.fma.f64(double %279, double %275, double 0x3F624924923BE72D)
  %281 = tail call double @llvm.fma.f64(double %280, double %275, double 0x3F8999999999A3C4)
  %282 = tail call double @llvm.fma.f64(double %281, double %275, double 0x3FB5555555555554)
  %283 = fsub double %266, %274
  %284 = fmul double %283, 2.000000e+00
  %285 = fneg double %274
  %286 = tail call double @llvm.fma.f64(double %285, double %266, double %284)
  %287 = fmul double %272, %286
  %288 = fmul double %275, %282
  %289 = tail call double @llvm.fma.f64(double %288, double %274, double %287)
  %290 = xor i32 %265, -2147483648
  %291 = tail call double @llvm.nvvm.lohi.i2d(i32 %290, i32 1127219200) #13
  %292 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #13
  %293 = fsub double %291, %292
  %294 = tail call double @llvm.fma.f64(double %293, double 0x3FE62E42FEFA39EF, double %274)
  %295 = fneg double %293
  %296 = tail call double @llvm.fma.f64(double %295, double 0x3FE62E42FEFA39EF, double %294)
  %297 = fsub double %296, %274
  %298 = fsub double %289, %297
  %299 = tail call double @llvm.fma.f64(double %293, double 0x3C7ABC9E3B39803F, double %298)
  %300 = fadd double %294, %299
  br label %307

301:                                              ; preds = %243
  %302 = tail call double @llvm.fma.f64(double %244, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %303 = tail call i32 @llvm.nvvm.d2i.hi(double %244) #13
  %304 = and i32 %303, 2147483647
  %305 = icmp eq i32 %304, 0
  %306 = select i1 %305, double 0xFFF0000000000000, double %302
  br label %307

307:                                              ; preds = %263, %301
  %308 = phi double [ %300, %263 ], [ %306, %301 ]
  %309 = fadd contract double %136, 5.000000e-01
  %310 = fmul contract double %309, %234
  %311 = fadd contract double %310, 0x3FED67F1C864BEB5
  %312 = fsub contract double %311, %161
  %313 = fadd contract double %312, %308
  %314 = fcmp contract une double %134, 0.000000e+00
  %315 = fsub contract double %134, %313
  %316 = select contract i1 %314, double %315, double %313
  ret double %316
}

; Function Attrs: noinline norecurse nounwind
define dso_local ptx_kernel void @chi2_sf_f32(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i64 noundef %3) local_unnamed_addr #3 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !19)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !22)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !24)
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = zext nneg i32 %5 to i64
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = zext nneg i32 %7 to i64
  %9 = mul nuw nsw i64 %6, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = zext nneg i32 %10 to i64
  %12 = add nuw nsw i64 %9, %11
  %13 = icmp slt i64 %12, %3
  br i1 %13, label %14, label %34

14:                                               ; preds = %4
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %16 = zext nneg i32 %15 to i64
  %17 = mul nuw nsw i64 %16, %8
  br label %18

18:                                               ; preds = %18, %14
  %19 = phi i64 [ %12, %14 ], [ %32, %18 ]
  %20 = getelementptr inbounds nuw i32, ptr %1, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !6, !alias.scope !22, !noalias !26
  %22 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %21, i32 1)
  %23 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %22, i32 1000)
  %24 = getelementptr inbounds nuw float, ptr %0, i64 %19
  %25 = load float, ptr %24, align 4, !tbaa !11, !alias.scope !19, !noalias !27
  %26 = tail call noundef float @llvm.maxnum.f32(float %25, float 0.000000e+00)
  %27 = uitofp nneg i32 %23 to float
  %28 = fmul contract float %27, 5.000000e-01
  %29 = fmul contract float %26, 5.000000e-01
  %30 = tail call contract noundef float @_Z7gamma_qIfET_S0_S0_(float noundef %28, float noundef %29) #13, !noalias !28
  %31 = getelementptr inbounds nuw float, ptr %2, i64 %19
  store float %30, ptr %31, align 4, !tbaa !11, !alias.scope !24, !noalias !29
  %32 = add nuw nsw i64 %19, %17
  %33 = icmp slt i64 %32, %3
  br i1 %33, label %18, label %34, !llvm.loop !30

34:                                               ; preds = %18, %4
  ret void
}

; Function Attrs: noinline norecurse nounwind
define dso_local ptx_kernel void @chi2_sf_f64(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i64 noundef %3) local_unnamed_addr #3 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !31)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !34)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !36)
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = zext nneg i32 %5 to i64
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = zext nneg i32 %7 to i64
  %9 = mul nuw nsw i64 %6, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = zext nneg i32 %10 to i64
  %12 = add nuw nsw i64 %9, %11
  %13 = icmp slt i64 %12, %3
  br i1 %13, label %14, label %34

14:                                               ; preds = %4
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %16 = zext nneg i32 %15 to i64
  %17 = mul nuw nsw i64 %16, %8
  br label %18

18:                                               ; preds = %18, %14
  %19 = phi i64 [ %12, %14 ], [ %32, %18 ]
  %20 = getelementptr inbounds nuw i32, ptr %1, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !6, !alias.scope !34, !noalias !38
  %22 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %21, i32 1)
  %23 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %22, i32 1000)
  %24 = getelementptr inbounds nuw double, ptr %0, i64 %19
  %25 = load double, ptr %24, align 8, !tbaa !39, !alias.scope !31, !noalias !41
  %26 = tail call noundef double @llvm.maxnum.f64(double %25, double 0.000000e+00)
  %27 = uitofp nneg i32 %23 to double
  %28 = fmul contract double %27, 5.000000e-01
  %29 = fmul contract double %26, 5.000000e-01
  %30 = tail call contract noundef double @_Z7gamma_qIdET_S0_S0_(double noundef %28, double noundef %29) #13, !noalias !42
  %31 = getelementptr inbounds nuw double, ptr %2, i64 %19
  store double %30, ptr %31, align 8, !tbaa !39, !alias.scope !36, !noalias !43
  %32 = add nuw nsw i64 %19, %17
  %33 = icmp slt i64 %32, %3
  br i1 %33, label %18, label %34, !llvm.loop !44

34:                                               ; preds = %18, %4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @bessel_hankel_table(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef writeonly captures(none) %4) local_unnamed_addr #4 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %12 = icmp slt i32 %10, %2
  %13 = icmp slt i32 %11, %3
  %14 = and i1 %12, %13
  br i1 %14, label %15, label %38

15:                                               ; preds = %5
  %16 = sext i32 %10 to i64
  %17 = getelementptr inbounds double, ptr %0, i64 %16
  %18 = load double, ptr %17, align 8, !tbaa !39
  %19 = zext nneg i32 %11 to i64
  %20 = getelementptr inbounds nuw double, ptr %1, i64 %19
  %21 = load double, ptr %20, align 8, !tbaa !39
  %22 = fmul contract double %18, %21
  %23 = tail call contract noundef double @_Z9bessel_j0d(double noundef %22) #13
  %24 = tail call contract noundef double @_Z9bessel_j1d(double noundef %22) #13
  %25 = fcmp contract ogt double %22, 0x3D719799812DEA11
  br i1 %25, label %26, label %28

26:                                               ; preds = %15
  %27 = tail call contract noundef double @_Z9bessel_y0d(double noundef %22) #13
  br label %28

28:                                               ; preds = %15, %26
  %29 = phi contract double [ %27, %26 ], [ 0.000000e+00, %15 ]
  %30 = fmul contract double %18, %23
  %31 = sext i32 %2 to i64
  %32 = mul nsw i64 %31, %19
  %33 = getelementptr %struct.HankelRow, ptr %4, i64 %32
  %34 = getelementptr %struct.HankelRow, ptr %33, i64 %16
  store double %23, ptr %34, align 8, !tbaa !39
  %35 = getelementptr inbounds nuw i8, ptr %34, i64 8
  store double %24, ptr %35, align 8, !tbaa !39
  %36 = getelementptr inbounds nuw i8, ptr %34, i64 16
  store double %29, ptr %36, align 8, !tbaa !39
  %37 = getelementptr inbounds nuw i8, ptr %34, i64 24
  store double %30, ptr %37, align 8, !tbaa !39
  br label %38

38:                                               ; preds = %5, %28
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @normal_scores(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #5 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %434

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !6
  %15 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %14, i32 0)
  %16 = add nsw i32 %3, -1
  %17 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %15, i32 range(i32 -2147483648, 2147483647) %16)
  %18 = sitofp i32 %17 to double
  %19 = fadd contract double %18, 5.000000e-01
  %20 = sitofp i32 %3 to double
  %21 = fdiv contract double %19, %20
  %22 = fmul contract double %21, 2.000000e+00
  %23 = fadd contract double %22, -1.000000e+00
  %24 = fptrunc contract double %23 to float
  %25 = tail call noundef float @llvm.maxnum.f32(float %24, float 0xBFEFFFFDE0000000)
  %26 = tail call noundef float @llvm.minnum.f32(float %25, float 0x3FEFFFFDE0000000)
  %27 = fsub contract float 1.000000e+00, %26
  %28 = fadd contract float %26, 1.000000e+00
  %29 = fmul contract float %27, %28
  %30 = fcmp olt float %29, 0x3810000000000000
  %31 = fmul float %29, 0x4160000000000000
  %32 = select i1 %30, float %31, float %29
  %33 = select i1 %30, float -2.300000e+01, float 0.000000e+00
  %34 = bitcast float %32 to i32
  %35 = add i32 %34, -1059760811
  %36 = and i32 %35, -8388608
  %37 = sub i32 %34, %36
  %38 = bitcast i32 %37 to float
  %39 = sitofp i32 %36 to float
  %40 = tail call float @llvm.fma.f32(float %39, float 0x3E80000000000000, float %33)
  %41 = fadd float %38, -1.000000e+00
  %42 = tail call float @llvm.fma.f32(float %41, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %43 = tail call float @llvm.fma.f32(float %42, float %41, float 0xBFBF19B980000000)
  %44 = tail call float @llvm.fma.f32(float %43, float %41, float 0x3FC1E52AA0000000)
  %45 = tail call float @llvm.fma.f32(float %44, float %41, float 0xBFC55B1720000000)
  %46 = tail call float @llvm.fma.f32(float %45, float %41, float 0x3FC99DA160000000)
  %47 = tail call float @llvm.fma.f32(float %46, float %41, float 0xBFCFFFE440000000)
  %48 = tail call float @llvm.fma.f32(float %47, float %41, float 0x3FD5554F00000000)
  %49 = tail call float @llvm.fma.f32(float %48, float %41, float -5.000000e-01)
  %50 = fmul float %41, %49
  %51 = tail call float @llvm.fma.f32(float %50, float %41, float %41)
  %52 = tail call float @llvm.fma.f32(float %40, float 0x3FE62E4300000000, float %51)
  %53 = icmp ugt i32 %34, 2139095039
  %54 = tail call float @llvm.fma.f32(float %32, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %55 = select i1 %53, float %54, float %52
  %56 = fcmp oeq float %32, 0.000000e+00
  %57 = select i1 %56, float 0xFFF0000000000000, float %55
  %58 = fcmp contract ogt float %57, -5.000000e+00
  br i1 %58, label %59, label %77

59:                                               ; preds = %11
  %60 = fsub contract float -2.500000e+00, %57
  %61 = fmul contract float %60, 0x3E5E2CB100000000
  %62 = fadd contract float %61, 0x3E970966C0000000
  %63 = fmul contract float %60, %62
  %64 = fadd contract float %63, 0xBECD8E6AE0000000
  %65 = fmul contract float %60, %64
  %66 = fadd contract float %65, 0xBED26B5820000000
  %67 = fmul contract float %60, %66
  %68 = fadd contract float %67, 0x3F2CA65B60000000
  %69 = fmul contract float %60, %68
  %70 = fadd contract float %69, 0xBF548A8100000000
  %71 = fmul contract float %60, %70
  %72 = fadd contract float %71, 0xBF711C9DE0000000
  %73 = fmul contract float %60, %72
  %74 = fadd contract float %73, 0x3FCF91EC60000000
  %75 = fmul contract float %60, %74
  %76 = fadd contract float %75, 0x3FF805C5E0000000
  br label %97

77:                                               ; preds = %11
  %78 = fneg contract float %57
  %79 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %78) #13
  %80 = fadd contract float %79, -3.000000e+00
  %81 = fmul contract float %80, 0x3F2A3E1360000000
  %82 = fsub contract float 0x3F1A76AD60000000, %81
  %83 = fmul contract float %80, %82
  %84 = fadd contract float %83, 0x3F561B8E40000000
  %85 = fmul contract float %80, %84
  %86 = fadd contract float %85, 0xBF6E17BCE0000000
  %87 = fmul contract float %80, %86
  %88 = fadd contract float %87, 0x3F77824F60000000
  %89 = fmul contract float %80, %88
  %90 = fadd contract float %89, 0xBF7F38BAE0000000
  %91 = fmul contract float %80, %90
  %92 = fadd contract float %91, 0x3F8354AFC0000000
  %93 = fmul contract float %80, %92
  %94 = fadd contract float %93, 0x3FF006DB60000000
  %95 = fmul contract float %80, %94
  %96 = fadd contract float %95, 0x4006A9EFC0000000
  br label %97

97:                                               ; preds = %77, %59
  %98 = phi float [ %76, %59 ], [ %96, %77 ]
  %99 = fmul contract float %26, %98
  %100 = tail call float @llvm.nvvm.fabs.f32(float %99)
  %101 = fcmp oge float %100, 0x3FF00F6500000000
  %102 = fmul float %99, %99
  %103 = select i1 %101, float %100, float %102
  %104 = select i1 %101, float 0x3F11C936E0000000, float 0x3F11B1C120000000
  %105 = select i1 %101, float 0xBF4E78E460000000, float 0xBF490F4FA0000000
  %106 = tail call float @llvm.fma.f32(float %104, float %103, float %105)
  %107 = select i1 %101, float 0x3F7C7C0880000000, float 0x3F7510D820000000
  %108 = tail call float @llvm.fma.f32(float %106, float %103, float %107)
  %109 = select i1 %101, float 0xBFA336DEE0000000, float 0xBF9B7899E0000000
  %110 = tail call float @llvm.fma.f32(float %108, float %103, float %109)
  %111 = select i1 %101, float 0x3FC40E5560000000, float 0x3FBCE25760000000
  %112 = tail call float @llvm.fma.f32(float %110, float %103, float %111)
  %113 = select i1 %101, float 0x3FED431E60000000, float 0xBFD8127100000000
  %114 = tail call float @llvm.fma.f32(float %112, float %103, float %113)
  %115 = select i1 %101, float 0x3FE41E7D60000000, float 0x3FC06EBA80000000
  %116 = tail call float @llvm.fma.f32(float %114, float %103, float %115)
  %117 = tail call float @llvm.fma.f32(float %116, float %99, float %99)
  br i1 %101, label %118, label %124

118:                                              ; preds = %97
  %119 = tail call float @llvm.nvvm.fabs.f32(float %117)
  %120 = fneg float %119
  %121 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %120)
  %122 = fsub float 1.000000e+00, %121
  %123 = tail call float @llvm.copysign.f32(float %122, float %99) #13
  br label %124

124:                                              ; preds = %97, %118
  %125 = phi float [ %123, %118 ], [ %117, %97 ]
  %126 = fneg contract float %99
  %127 = fmul contract float %99, %126
  %128 = tail call float @llvm.fma.f32(float %127, float 0x3F777313A0000000, float 5.000000e-01)
  %129 = tail call float @llvm.nvvm.saturate.f(float %128) #13
  %130 = tail call float @llvm.nvvm.fma.rm.f(float %129, float 2.520000e+02, float 0x4168000020000000) #13
  %131 = fadd float %130, 0xC168000FE0000000
  %132 = fneg float %131
  %133 = tail call float @llvm.fma.f32(float %127, float 0x3FF7154760000000, float %132)
  %134 = tail call float @llvm.fma.f32(float %127, float 0x3E54AE0C00000000, float %133)
  %135 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %134)
  %136 = bitcast float %130 to i32
  %137 = shl i32 %136, 23
  %138 = bitcast i32 %137 to float
  %139 = fmul float %135, %138
  %140 = fmul contract float %139, 0x3FF20DD760000000
  %141 = fsub contract float %125, %26
  %142 = tail call noundef float @llvm.maxnum.f32(float %140, float 0x39B4484C00000000)
  %143 = fdiv contract float %141, %142
  %144 = fsub contract float %99, %143
  %145 = fmul contract float %144, 0x3FF6A09E60000000
  %146 = getelementptr inbounds float, ptr %1, i64 %12
  store float %145, ptr %146, align 4, !tbaa !11
  %147 = tail call noundef double @llvm.maxnum.f64(double %23, double 0xBFEFFFFDE7210BE9)
  %148 = tail call noundef double @llvm.minnum.f64(double %147, double 0x3FEFFFFDE7210BE9)
  %149 = fptrunc contract double %148 to float
  %150 = fsub contract float 1.000000e+00, %149
  %151 = fadd contract float %149, 1.000000e+00
  %152 = fmul contract float %150, %151
  %153 = fcmp olt float %152, 0x3810000000000000
  %154 = fmul float %152, 0x4160000000000000
  %155 = select i1 %153, float %154, float %152
  %156 = select i1 %153, float -2.300000e+01, float 0.000000e+00
  %157 = bitcast float %155 to i32
  %158 = add i32 %157, -1059760811
  %159 = and i32 %158, -8388608
  %160 = sub i32 %157, %159
  %161 = bitcast i32 %160 to float
  %162 = sitofp i32 %159 to float
  %163 = tail call float @llvm.fma.f32(float %162, float 0x3E80000000000000, float %156)
  %164 = fadd float %161, -1.000000e+00
  %165 = tail call float @llvm.fma.f32(float %164, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %166 = tail call float @llvm.fma.f32(float %165, float %164, float 0xBFBF19B980000000)
  %167 = tail call float @llvm.fma.f32(float %166, float %164, float 0x3FC1E52AA0000000)
  %168 = tail call float @llvm.fma.f32(float %167, float %164, float 0xBFC55B1720000000)
  %169 = tail call float @llvm.fma.f32(float %168, float %164, float 0x3FC99DA160000000)
  %170 = tail call float @llvm.fma.f32(float %169, float %164, float 0xBFCFFFE440000000)
  %171 = tail call float @llvm.fma.f32(float %170, float %164, float 0x3FD5554F00000000)
  %172 = tail call float @llvm.fma.f32(float %171, float %164, float -5.000000e-01)
  %173 = fmul float %164, %172
  %174 = tail call float @llvm.fma.f32(float %173, float %164, float %164)
  %175 = tail call float @llvm.fma.f32(float %163, float 0x3FE62E4300000000, float %174)
  %176 = icmp ugt i32 %157, 2139095039
  %177 = tail call float @llvm.fma.f32(float %155, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %178 = select i1 %176, float %177, float %175
  %179 = fcmp oeq float %155, 0.000000e+00
  %180 = select i1 %179, float 0xFFF0000000000000, float %178
  %181 = fcmp contract ogt float %180, -5.000000e+00
  br i1 %181, label %182, label %200

182:                                              ; preds = %124
  %183 = fsub contract float -2.500000e+00, %180
  %184 = fmul contract float %183, 0x3E5E2CB100000000
  %185 = fadd contract float %184, 0x3E970966C0000000
  %186 = fmul contract float %183, %185
  %187 = fadd contract float %186, 0xBECD8E6AE0000000
  %188 = fmul contract float %183, %187
  %189 = fadd contract float %188, 0xBED26B5820000000
  %190 = fmul contract float %183, %189
  %191 = fadd contract float %190, 0x3F2CA65B60000000
  %192 = fmul contract float %183, %191
  %193 = fadd contract float %192, 0xBF548A8100000000
  %194 = fmul contract float %183, %193
  %195 = fadd contract float %194, 0xBF711C9DE0000000
  %196 = fmul contract float %183, %195
  %197 = fadd contract float %196, 0x3FCF91EC60000000
  %198 = fmul contract float %183, %197
  %199 = fadd contract float %198, 0x3FF805C5E0000000
  br label %220

200:                                              ; preds = %124
  %201 = fneg contract float %180
  %202 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %201) #13
  %203 = fadd contract float %202, -3.000000e+00
  %204 = fmul contract float %203, 0x3F2A3E1360000000
  %205 = fsub contract float 0x3F1A76AD60000000, %204
  %206 = fmul contract float %203, %205
  %207 = fadd contract float %206, 0x3F561B8E40000000
  %208 = fmul contract float %203, %207
  %209 = fadd contract float %208, 0xBF6E17BCE0000000
  %210 = fmul contract float %203, %209
  %211 = fadd contract float %210, 0x3F77824F60000000
  %212 = fmul contract float %203, %211
  %213 = fadd contract float %212, 0xBF7F38BAE0000000
  %214 = fmul contract float %203, %213
  %215 = fadd contract float %214, 0x3F8354AFC0000000
  %216 = fmul contract float %203, %215
  %217 = fadd contract float %216, 0x3FF006DB60000000
  %218 = fmul contract float %203, %217
  %219 = fadd contract float %218, 0x4006A9EFC0000000
  br label %220

220:                                              ; preds = %200, %182
  %221 = phi float [ %199, %182 ], [ %219, %200 ]
  %222 = fmul contract float %221, %149
  %223 = fpext contract float %222 to double
  %224 = fneg contract double %223
  %225 = fmul contract double %223, %224
  %226 = tail call double @llvm.fma.f64(double %225, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %227 = tail call i32 @llvm.nvvm.d2i.lo(double %226) #13
  %228 = tail call double @llvm.nvvm.add.rn.d(double %226, double 0xC338000000000000) #13
  %229 = tail call double @llvm.fma.f64(double %228, double 0xBFE62E42FEFA39EF, double %225)
  %230 = tail call double @llvm.fma.f64(double %228, double 0xBC7ABC9E3B39803F, double %229)
  %231 = tail call double @llvm.fma.f64(double %230, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %232 = tail call double @llvm.fma.f64(double %231, double %230, double 0x3EC71DEE62401315)
  %233 = tail call double @llvm.fma.f64(double %232, double %230, double 0x3EFA01997C89EB71)
  %234 = tail call double @llvm.fma.f64(double %233, double %230, double 0x3F2A01A014761F65)
  %235 = tail call double @llvm.fma.f64(double %234, double %230, double 0x3F56C16C1852B7AF)
  %236 = tail call double @llvm.fma.f64(double %235, double %230, double 0x3F81111111122322)
  %237 = tail call double @llvm.fma.f64(double %236, double %230, double 0x3FA55555555502A1)
  %238 = tail call double @llvm.fma.f64(double %237, double %230, double 0x3FC5555555555511)
  %239 = tail call double @llvm.fma.f64(double %238, double %230, double 0x3FE000000000000B)
  %240 = tail call double @llvm.fma.f64(double %239, double %230, double 1.000000e+00)
  %241 = tail call double @llvm.fma.f64(double %240, double %230, double 1.000000e+00)
  %242 = tail call i32 @llvm.nvvm.d2i.lo(double %241) #13
  %243 = tail call i32 @llvm.nvvm.d2i.hi(double %241) #13
  %244 = shl i32 %227, 20
  %245 = add i32 %243, %244
  %246 = tail call double @llvm.nvvm.lohi.i2d(i32 %242, i32 %245) #13
  %247 = tail call i32 @llvm.nvvm.d2i.hi(double %225) #13
  %248 = bitcast i32 %247 to float
  %249 = tail call float @llvm.nvvm.fabs.f32(float %248)
  %250 = fcmp olt float %249, 0x4010C46560000000
  br i1 %250, label %266, label %251

251:                                              ; preds = %220
  %252 = fcmp olt double %225, 0.000000e+00
  %253 = fadd double %225, 0x7FF0000000000000
  %254 = select i1 %252, double 0.000000e+00, double %253
  %255 = fcmp olt float %249, 0x4010E90000000000
  br i1 %255, label %256, label %266

256:                                              ; preds = %251
  %257 = sdiv i32 %227, 2
  %258 = shl i32 %257, 20
  %259 = add i32 %243, %258
  %260 = tail call double @llvm.nvvm.lohi.i2d(i32 %242, i32 %259) #13
  %261 = sub nsw i32 %227, %257
  %262 = shl i32 %261, 20
  %263 = add nsw i32 %262, 1072693248
  %264 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %263) #13
  %265 = fmul double %264, %260
  br label %266

266:                                              ; preds = %256, %251, %220
  %267 = phi double [ %246, %220 ], [ %265, %256 ], [ %254, %251 ]
  %268 = fmul contract double %267, 0x3FF20DD750429B6D
  %269 = tail call double @llvm.nvvm.fabs.f64(double %223)
  %270 = tail call double @llvm.fma.f64(double %269, double 0xBCF0679AFBA6F279, double 0x3D47088FDB46FA5F)
  %271 = tail call double @llvm.fma.f64(double %270, double %269, double 0xBD8DF9F9B976A9B2)
  %272 = tail call double @llvm.fma.f64(double %271, double %269, double 0x3DC7F1F5590CC332)
  %273 = tail call double @llvm.fma.f64(double %272, double %269, double 0xBDFA28A3CD2D56C4)
  %274 = tail call double @llvm.fma.f64(double %273, double %269, double 0x3E2485EE67835925)
  %275 = tail call double @llvm.fma.f64(double %274, double %269, double 0xBE476DB45919F583)
  %276 = tail call double @llvm.fma.f64(double %275, double %269, double 0x3E62D698D98C8D71)
  %277 = tail call double @llvm.fma.f64(double %276, double %269, double 0xBE720A2C7155D5C6)
  %278 = tail call double @llvm.fma.f64(double %277, double %269, double 0xBE41D29B37CA1397)
  %279 = tail call double @llvm.fma.f64(double %278, double %269, double 0x3EA2EF6CC0F67A49)
  %280 = tail call double @llvm.fma.f64(double %279, double %269, double 0xBEC102B892333B6F)
  %281 = tail call double @llvm.fma.f64(double %280, double %269, double 0x3ECA30375BA9A84E)
  %282 = tail call double @llvm.fma.f64(double %281, double %269, double 0x3ECAAD18DEDEA43E)
  %283 = tail call double @llvm.fma.f64(double %282, double %269, double 0xBEFF05355BC5B225)
  %284 = tail call double @llvm.fma.f64(double %283, double %269, double 0x3F10E37A3108BC8B)
  %285 = tail call double @llvm.fma.f64(double %284, double %269, double 0x3EFB292D828E5CB2)
  %286 = tail call double @llvm.fma.f64(double %285, double %269, double 0xBF4356626EBF9BFA)
  %287 = tail call double @llvm.fma.f64(double %286, double %269, double 0x3F5BCA68F73D6AFC)
  %288 = tail call double @llvm.fma.f64(double %287, double %269, double 0xBF2B6B69EBBC280B)
  %289 = tail call double @llvm.fma.f64(double %288, double %269, double 0xBF9396685912A453)
  %290 = tail call double @llvm.fma.f64(double %289, double %269, double 0x3FBA4F4E2A1ABEF8)
  %291 = tail call double @llvm.fma.f64(double %290, double %269, double 0x3FE45F306DC9C8BB)
  %292 = tail call double @llvm.fma.f64(double %291, double %269, double 0x3FC06EBA8214DB69)
  %293 = tail call double @llvm.fma.f64(double %292, double %269, double %269)
  %294 = fsub double %269, %293
  %295 = tail call double @llvm.fma.f64(double %292, double %269, double %294)
  %296 = fneg double %293
  %297 = fneg double %295
  %298 = fptrunc double %296 to float
  %299 = fmul float %298, 0x3FF7154760000000
  %300 = tail call float @llvm.nvvm.round.f(float %299) #13
  %301 = fpext float %300 to double
  %302 = fneg double %301
  %303 = tail call double @llvm.fma.f64(double %302, double 0x3FE62E42FEFA39EF, double %296)
  %304 = tail call double @llvm.fma.f64(double %303, double 0x3E5AE904A4741B81, double 0x3E928A27F89B6999)
  %305 = tail call double @llvm.fma.f64(double %304, double %303, double 0x3EC71DE715FF7E07)
  %306 = tail call double @llvm.fma.f64(double %305, double %303, double 0x3EFA019A6B0AC45A)
  %307 = tail call double @llvm.fma.f64(double %306, double %303, double 0x3F2A01A017EED94F)
  %308 = tail call double @llvm.fma.f64(double %307, double %303, double 0x3F56C16C17F2A71B)
  %309 = tail call double @llvm.fma.f64(double %308, double %303, double 0x3F811111111173C4)
  %310 = tail call double @llvm.fma.f64(double %309, double %303, double 0x3FA555555555211A)
  %311 = tail call double @llvm.fma.f64(double %310, double %303, double 0x3FC5555555555540)
  %312 = tail call double @llvm.fma.f64(double %311, double %303, double 0x3FE0000000000005)
  %313 = fmul double %303, %312
  %314 = tail call double @llvm.fma.f64(double %313, double %303, double %297)
  %315 = fadd double %303, %314
  %316 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %300)
  %317 = fpext float %316 to double
  %318 = fsub double 1.000000e+00, %317
  %319 = fneg double %315
  %320 = tail call double @llvm.fma.f64(double %319, double %317, double %318)
  %321 = fcmp oge double %269, 0x4017AFB48DC96626
  %322 = select i1 %321, double 1.000000e+00, double %320
  %323 = tail call noundef double @llvm.copysign.f64(double %322, double %223) #13
  %324 = fsub contract double %323, %148
  %325 = tail call noundef double @llvm.maxnum.f64(double %268, double 1.000000e-30)
  %326 = fdiv contract double %324, %325
  %327 = fsub contract double %223, %326
  %328 = fneg contract double %327
  %329 = fmul contract double %327, %328
  %330 = tail call double @llvm.fma.f64(double %329, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %331 = tail call i32 @llvm.nvvm.d2i.lo(double %330) #13
  %332 = tail call double @llvm.nvvm.add.rn.d(double %330, double 0xC338000000000000) #13
  %333 = tail call double @llvm.fma.f64(double %332, double 0xBFE62E42FEFA39EF, double %329)
  %334 = tail call double @llvm.fma.f64(double %332, double 0xBC7ABC9E3B39803F, double %333)
  %335 = tail call double @llvm.fma.f64(double %334, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %336 = tail call double @llvm.fma.f64(double %335, double %334, double 0x3EC71DEE62401315)
  %337 = tail call double @llvm.fma.f64(double %336, double %334, double 0x3EFA01997C89EB71)
  %338 = tail call double @llvm.fma.f64(double %337, double %334, double 0x3F2A01A014761F65)
  %339 = tail call double @llvm.fma.f64(double %338, double %334, double 0x3F56C16C1852B7AF)
  %340 = tail call double @llvm.fma.f64(double %339, double %334, double 0x3F81111111122322)
  %341 = tail call double @llvm.fma.f64(double %340, double %334, double 0x3FA55555555502A1)
  %342 = tail call double @llvm.fma.f64(double %341, double %334, double 0x3FC5555555555511)
  %343 = tail call double @llvm.fma.f64(double %342, double %334, double 0x3FE000000000000B)
  %344 = tail call double @llvm.fma.f64(double %343, double %334, double 1.000000e+00)
  %345 = tail call double @llvm.fma.f64(double %344, double %334, double 1.000000e+00)
  %346 = tail call i32 @llvm.nvvm.d2i.lo(double %345) #13
  %347 = tail call i32 @llvm.nvvm.d2i.hi(double %345) #13
  %348 = shl i32 %331, 20
  %349 = add i32 %347, %348
  %350 = tail call double @llvm.nvvm.lohi.i2d(i32 %346, i32 %349) #13
  %351 = tail call i32 @llvm.nvvm.d2i.hi(double %329) #13
  %352 = bitcast i32 %351 to float
  %353 = tail call float @llvm.nvvm.fabs.f32(float %352)
  %354 = fcmp olt float %353, 0x4010C46560000000
  br i1 %354, label %370, label %355

355:                                              ; preds = %266
  %356 = fcmp olt double %329, 0.000000e+00
  %357 = fadd double %329, 0x7FF0000000000000
  %358 = select i1 %356, double 0.000000e+00, double %357
  %359 = fcmp olt float %353, 0x4010E90000000000
  br i1 %359, label %360, label %370

360:                                              ; preds = %355
  %361 = sdiv i32 %331, 2
  %362 = shl i32 %361, 20
  %363 = add i32 %347, %362
  %364 = tail call double @llvm.nvvm.lohi.i2d(i32 %346, i32 %363) #13
  %365 = sub nsw i32 %331, %361
  %366 = shl i32 %365, 20
  %367 = add nsw i32 %366, 1072693248
  %368 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %367) #13
  %369 = fmul double %368, %364
  br label %370

370:                                              ; preds = %266, %355, %360
  %371 = phi double [ %350, %266 ], [ %369, %360 ], [ %358, %355 ]
  %372 = fmul contract double %371, 0x3FF20DD750429B6D
  %373 = tail call double @llvm.nvvm.fabs.f64(double %327)
  %374 = tail call double @llvm.fma.f64(double %373, double 0xBCF0679AFBA6F279, double 0x3D47088FDB46FA5F)
  %375 = tail call double @llvm.fma.f64(double %374, double %373, double 0xBD8DF9F9B976A9B2)
  %376 = tail call double @llvm.fma.f64(double %375, double %373, double 0x3DC7F1F5590CC332)
  %377 = tail call double @llvm.fma.f64(double %376, double %373, double 0xBDFA28A3CD2D56C4)
  %378 = tail call double @llvm.fma.f64(double %377, double %373, double 0x3E2485EE67835925)
  %379 = tail call double @llvm.fma.f64(double %378, double %373, double 0xBE476DB45919F583)
  %380 = tail call double @llvm.fma.f64(double %379, double %373, double 0x3E62D698D98C8D71)
  %381 = tail call double @llvm.fma.f64(double %380, double %373, double 0xBE720A2C7155D5C6)
  %382 = tail call double @llvm.fma.f64(double %381, double %373, double 0xBE41D29B37CA1397)
  %383 = tail call double @llvm.fma.f64(double %382, double %373, double 0x3EA2EF6CC0F67A49)
  %384 = tail call double @llvm.fma.f64(double %383, double %373, double 0xBEC102B892333B6F)
  %385 = tail call double @llvm.fma.f64(double %384, double %373, double 0x3ECA30375BA9A84E)
  %386 = tail call double @llvm.fma.f64(double %385, double %373, double 0x3ECAAD18DEDEA43E)
  %387 = tail call double @llvm.fma.f64(double %386, double %373, double 0xBEFF05355BC5B225)
  %388 = tail call double @llvm.fma.f64(double %387, double %373, double 0x3F10E37A3108BC8B)
  %389 = tail call double @llvm.fma.f64(double %388, double %373, double 0x3EFB292D828E5CB2)
  %390 = tail call double @llvm.fma.f64(double %389, double %373, double 0xBF4356626EBF9BFA)
  %391 = tail call double @llvm.fma.f64(double %390, double %373, double 0x3F5BCA68F73D6AFC)
  %392 = tail call double @llvm.fma.f64(double %391, double %373, double 0xBF2B6B69EBBC280B)
  %393 = tail call double @llvm.fma.f64(double %392, double %373, double 0xBF9396685912A453)
  %394 = tail call double @llvm.fma.f64(double %393, double %373, double 0x3FBA4F4E2A1ABEF8)
  %395 = tail call double @llvm.fma.f64(double %394, double %373, double 0x3FE45F306DC9C8BB)
  %396 = tail call double @llvm.fma.f64(double %395, double %373, double 0x3FC06EBA8214DB69)
  %397 = tail call double @llvm.fma.f64(double %396, double %373, double %373)
  %398 = fsub double %373, %397
  %399 = tail call double @llvm.fma.f64(double %396, double %373, double %398)
  %400 = fneg double %397
  %401 = fneg double %399
  %402 = fptrunc double %400 to float
  %403 = fmul float %402, 0x3FF7154760000000
  %404 = tail call float @llvm.nvvm.round.f(float %403) #13
  %405 = fpext float %404 to double
  %406 = fneg double %405
  %407 = tail call double @llvm.fma.f64(double %406, double 0x3FE62E42FEFA39EF, double %400)
  %408 = tail call double @llvm.fma.f64(double %407, double 0x3E5AE904A4741B81, double 0x3E928A27F89B6999)
  %409 = tail call double @llvm.fma.f64(double %408, double %407, double 0x3EC71DE715FF7E07)
  %410 = tail call double @llvm.fma.f64(double %409, double %407, double 0x3EFA019A6B0AC45A)
  %411 = tail call double @llvm.fma.f64(double %410, double %407, double 0x3F2A01A017EED94F)
  %412 = tail call double @llvm.fma.f64(double %411, double %407, double 0x3F56C16C17F2A71B)
  %413 = tail call double @llvm.fma.f64(double %412, double %407, double 0x3F811111111173C4)
  %414 = tail call double @llvm.fma.f64(double %413, double %407, double 0x3FA555555555211A)
  %415 = tail call double @llvm.fma.f64(double %414, double %407, double 0x3FC5555555555540)
  %416 = tail call double @llvm.fma.f64(double %415, double %407, double 0x3FE0000000000005)
  %417 = fmul double %407, %416
  %418 = tail call double @llvm.fma.f64(double %417, double %407, double %401)
  %419 = fadd double %407, %418
  %420 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %404)
  %421 = fpext float %420 to double
  %422 = fsub double 1.000000e+00, %421
  %423 = fneg double %419
  %424 = tail call double @llvm.fma.f64(double %423, double %421, double %422)
  %425 = fcmp oge double %373, 0x4017AFB48DC96626
  %426 = select i1 %425, double 1.000000e+00, double %424
  %427 = tail call noundef double @llvm.copysign.f64(double %426, double %327) #13
  %428 = fsub contract double %427, %148
  %429 = tail call noundef double @llvm.maxnum.f64(double %372, double 1.000000e-30)
  %430 = fdiv contract double %428, %429
  %431 = fsub contract double %327, %430
  %432 = fmul contract double %431, 0x3FF6A09E667F3BCD
  %433 = getelementptr inbounds double, ptr %2, i64 %12
  store double %432, ptr %433, align 8, !tbaa !39
  br label %434

434:                                              ; preds = %4, %370
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #6

; Function Attrs: noinline nounwind
define linkonce_odr dso_local noundef float @_Z7gamma_qIfET_S0_S0_(float noundef %0, float noundef %1) local_unnamed_addr #2 comdat {
  %3 = fcmp contract ogt float %0, 0.000000e+00
  %4 = fcmp contract ogt float %1, 0.000000e+00
  %5 = and i1 %3, %4
  br i1 %5, label %6, label %126

6:                                                ; preds = %2
  %7 = fcmp olt float %1, 0x3810000000000000
  %8 = fmul float %1, 0x4160000000000000
  %9 = select i1 %7, float %8, float %1
  %10 = select i1 %7, float -2.300000e+01, float 0.000000e+00
  %11 = bitcast float %9 to i32
  %12 = add nsw i32 %11, -1059760811
  %13 = and i32 %12, -8388608
  %14 = sub i32 %11, %13
  %15 = bitcast i32 %14 to float
  %16 = sitofp i32 %13 to float
  %17 = tail call float @llvm.fma.f32(float %16, float 0x3E80000000000000, float %10)
  %18 = fadd float %15, -1.000000e+00
  %19 = tail call float @llvm.fma.f32(float %18, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %20 = tail call float @llvm.fma.f32(float %19, float %18, float 0xBFBF19B980000000)
  %21 = tail call float @llvm.fma.f32(float %20, float %18, float 0x3FC1E52AA0000000)
  %22 = tail call float @llvm.fma.f32(float %21, float %18, float 0xBFC55B1720000000)
  %23 = tail call float @llvm.fma.f32(float %22, float %18, float 0x3FC99DA160000000)
  %24 = tail call float @llvm.fma.f32(float %23, float %18, float 0xBFCFFFE440000000)
  %25 = tail call float @llvm.fma.f32(float %24, float %18, float 0x3FD5554F00000000)
  %26 = tail call float @llvm.fma.f32(float %25, float %18, float -5.000000e-01)
  %27 = fmul float %18, %26
  %28 = tail call float @llvm.fma.f32(float %27, float %18, float %18)
  %29 = tail call float @llvm.fma.f32(float %17, float 0x3FE62E4300000000, float %28)
  %30 = icmp ugt i32 %11, 2139095039
  %31 = tail call float @llvm.fma.f32(float %9, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %32 = select i1 %30, float %31, float %29
  %33 = fcmp oeq float %9, 0.000000e+00
  %34 = select i1 %33, float 0xFFF0000000000000, float %32
  %35 = fmul contract float %0, %34
  %36 = fsub contract float %35, %1
  %37 = tail call contract noundef float @_Z14lgamma_lanczosIfET_S0_(float noundef %0) #13
  %38 = fsub contract float %36, %37
  %39 = fadd contract float %0, 1.000000e+00
  %40 = fcmp contract olt float %1, %39
  br i1 %40, label %41, label %76

41:                                               ; preds = %6
  %42 = fdiv contract float 1.000000e+00, %0
  br label %43

43:                                               ; preds = %43, %41
  %44 = phi float [ %0, %41 ], [ %48, %43 ]
  %45 = phi i32 [ 0, %41 ], [ %56, %43 ]
  %46 = phi float [ %42, %41 ], [ %51, %43 ]
  %47 = phi float [ %42, %41 ], [ %50, %43 ]
  %48 = fadd contract float %44, 1.000000e+00
  %49 = fdiv contract float %1, %48
  %50 = fmul contract float %47, %49
  %51 = fadd contract float %46, %50
  %52 = tail call noundef float @llvm.nvvm.fabs.f32(float %50)
  %53 = tail call noundef float @llvm.nvvm.fabs.f32(float %51)
  %54 = fmul contract float %53, 0x3E7AD7F2A0000000
  %55 = fcmp contract olt float %52, %54
  %56 = add nuw nsw i32 %45, 1
  %57 = icmp eq i32 %56, 300
  %58 = select i1 %55, i1 true, i1 %57
  br i1 %58, label %59, label %43, !llvm.loop !45

59:                                               ; preds = %43
  %60 = tail call float @llvm.fma.f32(float %38, float 0x3F777313A0000000, float 5.000000e-01)
  %61 = tail call float @llvm.nvvm.saturate.f(float %60) #13
  %62 = tail call float @llvm.nvvm.fma.rm.f(float %61, float 2.520000e+02, float 0x4168000020000000) #13
  %63 = fadd float %62, 0xC168000FE0000000
  %64 = fneg float %63
  %65 = tail call float @llvm.fma.f32(float %38, float 0x3FF7154760000000, float %64)
  %66 = tail call float @llvm.fma.f32(float %38, float 0x3E54AE0C00000000, float %65)
  %67 = bitcast float %62 to i32
  %68 = shl i32 %67, 23
  %69 = bitcast i32 %68 to float
  %70 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %66)
  %71 = fmul float %70, %69
  %72 = fmul contract float %51, %71
  %73 = fsub contract float 1.000000e+00, %72
  %74 = tail call noundef float @llvm.maxnum.f32(float %73, float 0.000000e+00)
  %75 = tail call noundef float @llvm.minnum.f32(float %74, float 1.000000e+00)
  br label %126

76:                                               ; preds = %6
  %77 = fadd contract float %1, 1.000000e+00
  %78 = fsub contract float %77, %0
  %79 = fdiv contract float 1.000000e+00, %78
  br label %80

80:                                               ; preds = %80, %76
  %81 = phi i32 [ 1, %76 ], [ %107, %80 ]
  %82 = phi float [ %79, %76 ], [ %103, %80 ]
  %83 = phi float [ %79, %76 ], [ %101, %80 ]
  %84 = phi float [ 0x46293E5940000000, %76 ], [ %99, %80 ]
  %85 = phi float [ %78, %76 ], [ %90, %80 ]
  %86 = uitofp nneg i32 %81 to float
  %87 = fneg contract float %86
  %88 = fsub contract float %86, %0
  %89 = fmul contract float %88, %87
  %90 = fadd contract float %85, 2.000000e+00
  %91 = fmul contract float %83, %89
  %92 = fadd contract float %90, %91
  %93 = tail call noundef float @llvm.nvvm.fabs.f32(float %92)
  %94 = fcmp contract olt float %93, 0x39B4484C00000000
  %95 = fdiv contract float %89, %84
  %96 = fadd contract float %90, %95
  %97 = tail call noundef float @llvm.nvvm.fabs.f32(float %96)
  %98 = fcmp contract olt float %97, 0x39B4484C00000000
  %99 = select i1 %98, float 0x39B4484C00000000, float %96
  %100 = fdiv contract float 1.000000e+00, %92
  %101 = select i1 %94, float 0x46293E5940000000, float %100
  %102 = fmul contract float %101, %99
  %103 = fmul contract float %82, %102
  %104 = fadd contract float %102, -1.000000e+00
  %105 = tail call noundef float @llvm.nvvm.fabs.f32(float %104)
  %106 = fcmp contract olt float %105, 0x3E7AD7F2A0000000
  %107 = add nuw nsw i32 %81, 1
  %108 = icmp eq i32 %107, 301
  %109 = select i1 %106, i1 true, i1 %108
  br i1 %109, label %110, label %80, !llvm.loop !46

110:                                              ; preds = %80
  %111 = tail call float @llvm.fma.f32(float %38, float 0x3F777313A0000000, float 5.000000e-01)
  %112 = tail call float @llvm.nvvm.saturate.f(float %111) #13
  %113 = tail call float @llvm.nvvm.fma.rm.f(float %112, float 2.520000e+02, float 0x4168000020000000) #13
  %114 = fadd float %113, 0xC168000FE0000000
  %115 = fneg float %114
  %116 = tail call float @llvm.fma.f32(float %38, float 0x3FF7154760000000, float %115)
  %117 = tail call float @llvm.fma.f32(float %38, float 0x3E54AE0C00000000, float %116)
  %118 = bitcast float %113 to i32
  %119 = shl i32 %118, 23
  %120 = bitcast i32 %119 to float
  %121 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %117)
  %122 = fmul float %121, %120
  %123 = fmul contract float %103, %122
  %124 = tail call noundef float @llvm.maxnum.f32(float %123, float 0.000000e+00)
  %125 = tail call noundef float @llvm.minnum.f32(float %124, float 1.000000e+00)
  br label %126

126:                                              ; preds = %59, %110, %2
  %127 = phi float [ 1.000000e+00, %2 ], [ %75, %59 ], [ %125, %110 ]
  ret float %127
}

; Function Attrs: noinline nounwind
define linkonce_odr dso_local noundef float @_Z14lgamma_lanczosIfET_S0_(float noundef %0) local_unnamed_addr #2 comdat {
  %2 = fpext contract float %0 to double
  %3 = fcmp contract olt float %0, 5.000000e-01
  br i1 %3, label %4, label %134

4:                                                ; preds = %1
  %5 = fmul contract double %2, 0x400921FB54442D18
  %6 = tail call double @llvm.nvvm.fabs.f64(double %5)
  %7 = fcmp oeq double %6, 0x7FF0000000000000
  br i1 %7, label %8, label %10

8:                                                ; preds = %4
  %9 = tail call double @llvm.nvvm.mul.rn.d(double %5, double 0.000000e+00) #13
  br label %23

10:                                               ; preds = %4
  %11 = fmul double %5, 0x3FE45F306DC9C883
  %12 = tail call i32 @llvm.nvvm.d2i.rn(double %11) #13
  %13 = sitofp i32 %12 to double
  %14 = fneg double %13
  %15 = tail call double @llvm.fma.f64(double %14, double 0x3FF921FB54442D18, double %5)
  %16 = tail call double @llvm.fma.f64(double %14, double 0x3C91A62633145C00, double %15)
  %17 = tail call double @llvm.fma.f64(double %14, double 0x397B839A252049C0, double %16)
  %18 = fcmp ult double %6, 0x41E0000000000000
  br i1 %18, label %23, label %19

19:                                               ; preds = %10
  %20 = tail call fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %5) #13
  %21 = extractvalue { double, i32 } %20, 0
  %22 = extractvalue { double, i32 } %20, 1
  br label %23

23:                                               ; preds = %8, %10, %19
  %24 = phi double [ %9, %8 ], [ %21, %19 ], [ %17, %10 ]
  %25 = phi i32 [ 0, %8 ], [ %22, %19 ], [ %12, %10 ]
  %26 = and i32 %25, 1
  %27 = shl nuw nsw i32 %26, 3
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds nuw double, ptr addrspace(1) @__cudart_sin_cos_coeffs, i64 %28
  %30 = tail call double @llvm.nvvm.mul.rn.d(double %24, double %24) #13
  %31 = icmp eq i32 %26, 0
  %32 = select i1 %31, double 0x3DE5DB65F9785EBA, double 0xBDA8FF8320FD8164
  %33 = load double, ptr addrspace(1) %29, align 16
  %34 = tail call double @llvm.fma.f64(double %32, double %30, double %33)
  %35 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 8
  %36 = load double, ptr addrspace(1) %35, align 8
  %37 = tail call double @llvm.fma.f64(double %34, double %30, double %36)
  %38 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 16
  %39 = load double, ptr addrspace(1) %38, align 16
  %40 = tail call double @llvm.fma.f64(double %37, double %30, double %39)
  %41 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 24
  %42 = load double, ptr addrspace(1) %41, align 8
  %43 = tail call double @llvm.fma.f64(double %40, double %30, double %42)
  %44 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 32
  %45 = load double, ptr addrspace(1) %44, align 16
  %46 = tail call double @llvm.fma.f64(double %43, double %30, double %45)
  %47 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 40
  %48 = load double, ptr addrspace(1) %47, align 8
  %49 = tail call double @llvm.fma.f64(double %46, double %30, double %48)
  %50 = tail call double @llvm.fma.f64(double %49, double %24, double %24)
  %51 = tail call double @llvm.fma.f64(double %49, double %30, double 1.000000e+00)
  %52 = select i1 %31, double %50, double %51
  %53 = and i32 %25, 2
  %54 = icmp eq i32 %53, 0
  %55 = fsub double 0.000000e+00, %52
  %56 = select i1 %54, double %52, double %55
  %57 = tail call noundef double @llvm.nvvm.fabs.f64(double %56)
  %58 = tail call noundef double @llvm.maxnum.f64(double %57, double 1.000000e-300)
  %59 = fdiv contract double 0x400921FB54442D18, %58
  %60 = tail call i32 @llvm.nvvm.d2i.hi(double %59) #13
  %61 = tail call i32 @llvm.nvvm.d2i.lo(double %59) #13
  %62 = icmp slt i32 %60, 1048576
  br i1 %62, label %63, label %67

63:                                               ; preds = %23
  %64 = fmul double %59, 0x4350000000000000
  %65 = tail call i32 @llvm.nvvm.d2i.hi(double %64) #13
  %66 = tail call i32 @llvm.nvvm.d2i.lo(double %64) #13
  br label %67

67:                                               ; preds = %63, %23
  %68 = phi double [ %64, %63 ], [ %59, %23 ]
  %69 = phi i32 [ %65, %63 ], [ %60, %23 ]
  %70 = phi i32 [ %66, %63 ], [ %61, %23 ]
  %71 = phi i32 [ -1077, %63 ], [ -1023, %23 ]
  %72 = add i32 %69, -1
  %73 = icmp ult i32 %72, 2146435071
  br i1 %73, label %74, label %125

74:                                               ; preds = %67
  %75 = lshr i32 %69, 20
  %76 = add nsw i32 %71, %75
  %77 = and i32 %69, 1048575
  %78 = or disjoint i32 %77, 1072693248
  %79 = tail call double @llvm.nvvm.lohi.i2d(i32 %70, i32 %78) #13
  %80 = icmp samesign ugt i32 %78, 1073127582
  br i1 %80, label %81, label %87

81:                                               ; preds = %74
  %82 = tail call i32 @llvm.nvvm.d2i.lo(double %79) #13
  %83 = tail call i32 @llvm.nvvm.d2i.hi(double %79) #13
  %84 = add i32 %83, -1048576
  %85 = tail call double @llvm.nvvm.lohi.i2d(i32 %82, i32 %84) #13
  %86 = add nsw i32 %76, 1
  br label %87

87:                                               ; preds = %81, %74
  %88 = phi double [ %85, %81 ], [ %79, %74 ]
  %89 = phi i32 [ %86, %81 ], [ %76, %74 ]
  %90 = fadd double %88, -1.000000e+00
  %91 = fadd double %88, 1.000000e+00
  %92 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %91) #13
  %93 = fneg double %91
  %94 = tail call double @llvm.fma.f64(double %93, double %92, double 1.000000e+00)
  %95 = tail call double @llvm.fma.f64(double %94, double %94, double %94)
  %96 = tail call double @llvm.fma.f64(double %95, double %92, double %92)
  %97 = fmul double %90, %96
  %98 = fadd double %97, %97
  %99 = fmul double %98, %98
  %100 = tail call double @llvm.fma.f64(double %99, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %101 = tail call double @llvm.fma.f64(double %100, double %99, double 0x3EF3B2669F02676F)
  %102 = tail call double @llvm.fma.f64(double %101, double %99, double 0x3F1745CBA9AB0956)
  %103 = tail call double @llvm.fma.f64(double %102, double %99, double 0x3F3C71C72D1B5154)
  %104 = tail call double @llvm.fma.f64(double %103, double %99, double 0x3F624924923BE72D)
  %105 = tail call double @llvm.fma.f64(double %104, double %99, double 0x3F8999999999A3C4)
  %106 = tail call double @llvm.fma.f64(double %105, double %99, double 0x3FB5555555555554)
  %107 = fsub double %90, %98
  %108 = fmul double %107, 2.000000e+00
  %109 = fneg double %98
  %110 = tail call double @llvm.fma.f64(double %109, double %90, double %108)
  %111 = fmul double %96, %110
  %112 = fmul double %99, %106
  %113 = tail call double @llvm.fma.f64(double %112, double %98, double %111)
  %114 = xor i32 %89, -2147483648
  %115 = tail call double @llvm.nvvm.lohi.i2d(i32 %114, i32 1127219200) #13
  %116 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #13
  %117 = fsub double %115, %116
  %118 = tail call double @llvm.fma.f64(double %117, double 0x3FE62E42FEFA39EF, double %98)
  %119 = fneg double %117
  %120 = tail call double @llvm.fma.f64(double %119, double 0x3FE62E42FEFA39EF, double %118)
  %121 = fsub double %120, %98
  %122 = fsub double %113, %121
  %123 = tail call double @llvm.fma.f64(double %117, double 0x3C7ABC9E3B39803F, double %122)
  %124 = fadd double %118, %123
  br label %131

125:                                              ; preds = %67
  %126 = tail call double @llvm.fma.f64(double %68, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %127 = tail call i32 @llvm.nvvm.d2i.hi(double %68) #13
  %128 = and i32 %127, 2147483647
  %129 = icmp eq i32 %128, 0
  %130 = select i1 %129, double 0xFFF0000000000000, double %126
  br label %131

131:                                              ; preds = %87, %125
  %132 = phi double [ %124, %87 ], [ %130, %125 ]
  %133 = fsub contract double 1.000000e+00, %2
  br label %134

134:                                              ; preds = %131, %1
  %135 = phi double [ %132, %131 ], [ 0.000000e+00, %1 ]
  %136 = phi double [ %133, %131 ], [ %2, %1 ]
  %137 = fadd contract double %136, -1.000000e+00
  %138 = fadd contract double %137, 1.000000e+00
  %139 = fdiv contract double 0x40852429B6C30B05, %138
  %140 = fadd contract double %139, 0x3FEFFFFFFFFFF950
  %141 = fadd contract double %137, 2.000000e+00
  %142 = fdiv contract double 0xC093AC8E8ED4171B, %141
  %143 = fadd contract double %140, %142
  %144 = fadd contract double %137, 3.000000e+00
  %145 = fdiv contract double 0x40881A9661D3B4D8, %144
  %146 = fadd contract double %143, %145
  %147 = fadd contract double %137, 4.000000e+00
  %148 = fdiv contract double 0xC06613AE51A32F5D, %147
  %149 = fadd contract double %146, %148
  %150 = fadd contract double %137, 5.000000e+00
  %151 = fdiv contract double 0x402903C27F8B9C81, %150
  %152 = fadd contract double %149, %151
  %153 = fadd contract double %137, 6.000000e+00
  %154 = fdiv contract double 0xBFC1BCB2992B2855, %153
  %155 = fadd contract double %152, %154
  %156 = fadd contract double %137, 7.000000e+00
  %157 = fdiv contract double 0x3EE4F0514E4E324F, %156
  %158 = fadd contract double %155, %157
  %159 = fadd contract double %137, 8.000000e+00
  %160 = fdiv contract double 0x3E8435508F3FAEEF, %159
  %161 = fadd contract double %158, %160
  %162 = fadd contract double %137, 7.500000e+00
  %163 = tail call i32 @llvm.nvvm.d2i.hi(double %162) #13
  %164 = tail call i32 @llvm.nvvm.d2i.lo(double %162) #13
  %165 = icmp slt i32 %163, 1048576
  br i1 %165, label %166, label %170

166:                                              ; preds = %134
  %167 = fmul double %162, 0x4350000000000000
  %168 = tail call i32 @llvm.nvvm.d2i.hi(double %167) #13
  %169 = tail call i32 @llvm.nvvm.d2i.lo(double %167) #13
  br label %170

170:                                              ; preds = %166, %134
  %171 = phi double [ %167, %166 ], [ %162, %134 ]
  %172 = phi i32 [ %168, %166 ], [ %163, %134 ]
  %173 = phi i32 [ %169, %166 ], [ %164, %134 ]
  %174 = phi i32 [ -1077, %166 ], [ -1023, %134 ]
  %175 = add i32 %172, -1
  %176 = icmp ult i32 %175, 2146435071
  br i1 %176, label %177, label %228

177:                                              ; preds = %170
  %178 = lshr i32 %172, 20
  %179 = add nsw i32 %174, %178
  %180 = and i32 %172, 1048575
  %181 = or disjoint i32 %180, 1072693248
  %182 = tail call double @llvm.nvvm.lohi.i2d(i32 %173, i32 %181) #13
  %183 = icmp samesign ugt i32 %181, 1073127582
  br i1 %183, label %184, label %190

184:                                              ; preds = %177
  %185 = tail call i32 @llvm.nvvm.d2i.lo(double %182) #13
  %186 = tail call i32 @llvm.nvvm.d2i.hi(double %182) #13
  %187 = add i32 %186, -1048576
  %188 = tail call double @llvm.nvvm.lohi.i2d(i32 %185, i32 %187) #13
  %189 = add nsw i32 %179, 1
  br label %190

190:                                              ; preds = %184, %177
  %191 = phi double [ %188, %184 ], [ %182, %177 ]
  %192 = phi i32 [ %189, %184 ], [ %179, %177 ]
  %193 = fadd double %191, -1.000000e+00
  %194 = fadd double %191, 1.000000e+00
  %195 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %194) #13
  %196 = fneg double %194
  %197 = tail call double @llvm.fma.f64(double %196, double %195, double 1.000000e+00)
  %198 = tail call double @llvm.fma.f64(double %197, double %197, double %197)
  %199 = tail call double @llvm.fma.f64(double %198, double %195, double %195)
  %200 = fmul double %193, %199
  %201 = fadd double %200, %200
  %202 = fmul double %201, %201
  %203 = tail call double @llvm.fma.f64(double %202, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %204 = tail call double @llvm.fma.f64(double %203, double %202, double 0x3EF3B2669F02676F)
  %205 = tail call double @llvm.fma.f64(double %204, double %202, double 0x3F1745CBA9AB0956)
  %206 = tail call double @llvm.fma.f64(double %205, double %202, double 0x3F3C71C72D1B5154)
  %207 = tail call double @llvm.fma.f64(double %206, double %202, double 0x3F624924923BE72D)
  %208 = tail call double @llvm.fma.f64(double %207, double %202, double 0x3F8999999999A3C4)
  %209 = tail call double @llvm.fma.f64(double %208, double %202, double 0x3FB5555555555554)
  %210 = fsub double %193, %201
  %211 = fmul double %210, 2.000000e+00
  %212 = fneg double %201
  %213 = tail call double @llvm.fma.f64(double %212, double %193, double %211)
  %214 = fmul double %199, %213
  %215 = fmul double %202, %209
  %216 = tail call double @llvm.fma.f64(double %215, double %201, double %214)
  %217 = xor i32 %192, -2147483648
  %218 = tail call double @llvm.nvvm.lohi.i2d(i32 %217, i32 1127219200) #13
  %219 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #13
  %220 = fsub double %218, %219
  %221 = tail call double @llvm.fma.f64(double %220, double 0x3FE62E42FEFA39EF, double %201)
  %222 = fneg double %220
  %223 = tail call double @llvm.fma.f64(double %222, double 0x3FE62E42FEFA39EF, double %221)
  %224 = fsub double %223, %201
  %225 = fsub double %216, %224
  %226 = tail call double @llvm.fma.f64(double %220, double 0x3C7ABC9E3B39803F, double %225)
  %227 = fadd double %221, %226
  br label %234

228:                                              ; preds = %170
  %229 = tail call double @llvm.fma.f64(double %171, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %230 = tail call i32 @llvm.nvvm.d2i.hi(double %171) #13
  %231 = and i32 %230, 2147483647
  %232 = icmp eq i32 %231, 0
  %233 = select i1 %232, double 0xFFF0000000000000, double %229
  br label %234

234:                                              ; preds = %190, %228
  %235 = phi double [ %227, %190 ], [ %233, %228 ]
  %236 = tail call noundef double @llvm.nvvm.fabs.f64(double %161)
  %237 = tail call i32 @llvm.nvvm.d2i.hi(double %236) #13
  %238 = tail call i32 @llvm.nvvm.d2i.lo(double %236) #13
  %239 = icmp slt i32 %237, 1048576
  br i1 %239, label %240, label %244

240:                                              ; preds = %234
  %241 = fmul double %236, 0x4350000000000000
  %242 = tail call i32 @llvm.nvvm.d2i.hi(double %241) #13
  %243 = tail call i32 @llvm.nvvm.d2i.lo(double %241) #13
  br label %244

244:                                              ; preds = %240, %234
  %245 = phi double [ %241, %240 ], [ %236, %234 ]
  %246 = phi i32 [ %242, %240 ], [ %237, %234 ]
  %247 = phi i32 [ %243, %240 ], [ %238, %234 ]
  %248 = phi i32 [ -1077, %240 ], [ -1023, %234 ]
  %249 = add i32 %246, -1
  %250 = icmp ult i32 %249, 2146435071
  br i1 %250, label %251, label %302

251:                                              ; preds = %244
  %252 = lshr i32 %246, 20
  %253 = add nsw i32 %248, %252
  %254 = and i32 %246, 1048575
  %255 = or disjoint i32 %254, 1072693248
  %256 = tail call double @llvm.nvvm.lohi.i2d(i32 %247, i32 %255) #13
  %257 = icmp samesign ugt i32 %255, 1073127582
  br i1 %257, label %258, label %264

258:                                              ; preds = %251
  %259 = tail call i32 @llvm.nvvm.d2i.lo(double %256) #13
  %260 = tail call i32 @llvm.nvvm.d2i.hi(double %256) #13
  %261 = add i32 %260, -1048576
  %262 = tail call double @llvm.nvvm.lohi.i2d(i32 %259, i32 %261) #13
  %263 = add nsw i32 %253, 1
  br label %264

264:                                              ; preds = %258, %251
  %265 = phi double [ %262, %258 ], [ %256, %251 ]
  %266 = phi i32 [ %263, %258 ], [ %253, %251 ]
  %267 = fadd double %265, -1.000000e+00
  %268 = fadd double %265, 1.000000e+00
  %269 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %268) #13
  %270 = fneg double %268
  %271 = tail call double @llvm.fma.f64(double %270, double %269, double 1.000000e+00)
  %272 = tail call double @llvm.fma.f64(double %271, double %271, double %271)
  %273 = tail call double @llvm.fma.f64(double %272, double %269, double %269)
  %274 = fmul double %267, %273
  %275 = fadd double %274, %274
  %276 = fmul double %275, %275
  %277 = tail call double @llvm.fma.f64(double %276, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %278 = tail call double @llvm.fma.f64(double %277, double %276, double 0x3EF3B2669F02676F)
  %279 = tail call double @llvm.fma.f64(double %278, double %276, double 0x3F1745CBA9AB0956)
  %280 = tail call double @llvm.fma.f64(double %279, double %276, double 0x3F3C71C72D1B5154)
  %281 = tail call double @llvm.fma.f64(double %280, double %276, double 0x3F624924923BE72D)
  %282 = tail call double @llvm.fma.f64(double %281, double %276, double 0x3F8999999999A3C4)
  %283 = tail call double @llvm.fma.f64(double %282, double %276, double 0x3FB5555555555554)
  %284 = fsub double %267, %275
  %285 = fmul double %284, 2.000000e+00
  %286 = fneg double %275
  %287 = tail call double @llvm.fma.f64(double %286, double %267, double %285)
  %288 = fmul double %273, %287
  %289 = fmul double %276, %283
  %290 = tail call double @llvm.fma.f64(double %289, double %275, double %288)
  %291 = xor i32 %266, -2147483648
  %292 = tail call double @llvm.nvvm.lohi.i2d(i32 %291, i32 1127219200) #13
  %293 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #13
  %294 = fsub double %292, %293
  %295 = tail call double @llvm.fma.f64(double %294, double 0x3FE62E42FEFA39EF, double %275)
  %296 = fneg double %294
  %297 = tail call double @llvm.fma.f64(double %296, double 0x3FE62E42FEFA39EF, double %295)
  %298 = fsub double %297, %275
  %299 = fsub double %290, %298
  %300 = tail call double @llvm.fma.f64(double %294, double 0x3C7ABC9E3B39803F, double %299)
  %301 = fadd double %295, %300
  br label %308

302:                                              ; preds = %244
  %303 = tail call double @llvm.fma.f64(double %245, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %304 = tail call i32 @llvm.nvvm.d2i.hi(double %245) #13
  %305 = and i32 %304, 2147483647
  %306 = icmp eq i32 %305, 0
  %307 = select i1 %306, double 0xFFF0000000000000, double %303
  br label %308

308:                                              ; preds = %264, %302
  %309 = phi double [ %301, %264 ], [ %307, %302 ]
  %310 = fadd contract double %137, 5.000000e-01
  %311 = fmul contract double %310, %235
  %312 = fadd contract double %311, 0x3FED67F1C864BEB5
  %313 = fsub contract double %312, %162
  %314 = fadd contract double %313, %309
  %315 = fcmp contract une double %135, 0.000000e+00
  %316 = fsub contract double %135, %314
  %317 = select contract i1 %315, double %316, double %314
  %318 = fptrunc contract double %317 to float
  ret float %318
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #6

; Function Attrs: noinline nounwind
define linkonce_odr dso_local noundef double @_Z7gamma_qIdET_S0_S0_(double noundef %0, double noundef %1) local_unnamed_addr #2 comdat {
  %3 = fcmp contract ogt double %0, 0.000000e+00
  %4 = fcmp contract ogt double %1, 0.000000e+00
  %5 = and i1 %3, %4
  br i1 %5, label %6, label %231

6:                                                ; preds = %2
  %7 = tail call i32 @llvm.nvvm.d2i.hi(double %1) #13
  %8 = tail call i32 @llvm.nvvm.d2i.lo(double %1) #13
  %9 = icmp slt i32 %7, 1048576
  br i1 %9, label %10, label %14

10:                                               ; preds = %6
  %11 = fmul double %1, 0x4350000000000000
  %12 = tail call i32 @llvm.nvvm.d2i.hi(double %11) #13
  %13 = tail call i32 @llvm.nvvm.d2i.lo(double %11) #13
  br label %14

14:                                               ; preds = %10, %6
  %15 = phi double [ %11, %10 ], [ %1, %6 ]
  %16 = phi i32 [ %12, %10 ], [ %7, %6 ]
  %17 = phi i32 [ %13, %10 ], [ %8, %6 ]
  %18 = phi i32 [ -1077, %10 ], [ -1023, %6 ]
  %19 = add i32 %16, -1
  %20 = icmp ult i32 %19, 2146435071
  br i1 %20, label %21, label %72

21:                                               ; preds = %14
  %22 = lshr i32 %16, 20
  %23 = add nsw i32 %18, %22
  %24 = and i32 %16, 1048575
  %25 = or disjoint i32 %24, 1072693248
  %26 = tail call double @llvm.nvvm.lohi.i2d(i32 %17, i32 %25) #13
  %27 = icmp samesign ugt i32 %25, 1073127582
  br i1 %27, label %28, label %34

28:                                               ; preds = %21
  %29 = tail call i32 @llvm.nvvm.d2i.lo(double %26) #13
  %30 = tail call i32 @llvm.nvvm.d2i.hi(double %26) #13
  %31 = add i32 %30, -1048576
  %32 = tail call double @llvm.nvvm.lohi.i2d(i32 %29, i32 %31) #13
  %33 = add nsw i32 %23, 1
  br label %34

34:                                               ; preds = %28, %21
  %35 = phi double [ %32, %28 ], [ %26, %21 ]
  %36 = phi i32 [ %33, %28 ], [ %23, %21 ]
  %37 = fadd double %35, -1.000000e+00
  %38 = fadd double %35, 1.000000e+00
  %39 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %38) #13
  %40 = fneg double %38
  %41 = tail call double @llvm.fma.f64(double %40, double %39, double 1.000000e+00)
  %42 = tail call double @llvm.fma.f64(double %41, double %41, double %41)
  %43 = tail call double @llvm.fma.f64(double %42, double %39, double %39)
  %44 = fmul double %37, %43
  %45 = fadd double %44, %44
  %46 = fmul double %45, %45
  %47 = tail call double @llvm.fma.f64(double %46, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %48 = tail call double @llvm.fma.f64(double %47, double %46, double 0x3EF3B2669F02676F)
  %49 = tail call double @llvm.fma.f64(double %48, double %46, double 0x3F1745CBA9AB0956)
  %50 = tail call double @llvm.fma.f64(double %49, double %46, double 0x3F3C71C72D1B5154)
  %51 = tail call double @llvm.fma.f64(double %50, double %46, double 0x3F624924923BE72D)
  %52 = tail call double @llvm.fma.f64(double %51, double %46, double 0x3F8999999999A3C4)
  %53 = tail call double @llvm.fma.f64(double %52, double %46, double 0x3FB5555555555554)
  %54 = fsub double %37, %45
  %55 = fmul double %54, 2.000000e+00
  %56 = fneg double %45
  %57 = tail call double @llvm.fma.f64(double %56, double %37, double %55)
  %58 = fmul double %43, %57
  %59 = fmul double %46, %53
  %60 = tail call double @llvm.fma.f64(double %59, double %45, double %58)
  %61 = xor i32 %36, -2147483648
  %62 = tail call double @llvm.nvvm.lohi.i2d(i32 %61, i32 1127219200) #13
  %63 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #13
  %64 = fsub double %62, %63
  %65 = tail call double @llvm.fma.f64(double %64, double 0x3FE62E42FEFA39EF, double %45)
  %66 = fneg double %64
  %67 = tail call double @llvm.fma.f64(double %66, double 0x3FE62E42FEFA39EF, double %65)
  %68 = fsub double %67, %45
  %69 = fsub double %60, %68
  %70 = tail call double @llvm.fma.f64(double %64, double 0x3C7ABC9E3B39803F, double %69)
  %71 = fadd double %65, %70
  br label %78

72:                                               ; preds = %14
  %73 = tail call double @llvm.fma.f64(double %15, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %74 = tail call i32 @llvm.nvvm.d2i.hi(double %15) #13
  %75 = and i32 %74, 2147483647
  %76 = icmp eq i32 %75, 0
  %77 = select i1 %76, double 0xFFF0000000000000, double %73
  br label %78

78:                                               ; preds = %34, %72
  %79 = phi double [ %71, %34 ], [ %77, %72 ]
  %80 = fmul contract double %0, %79
  %81 = fsub contract double %80, %1
  %82 = tail call contract noundef double @_Z14lgamma_lanczosIdET_S0_(double noundef %0) #13
  %83 = fsub contract double %81, %82
  %84 = fadd contract double %0, 1.000000e+00
  %85 = fcmp contract olt double %1, %84
  br i1 %85, label %86, label %151

86:                                               ; preds = %78
  %87 = fdiv contract double 1.000000e+00, %0
  br label %88

88:                                               ; preds = %88, %86
  %89 = phi double [ %0, %86 ], [ %93, %88 ]
  %90 = phi i32 [ 0, %86 ], [ %101, %88 ]
  %91 = phi double [ %87, %86 ], [ %96, %88 ]
  %92 = phi double [ %87, %86 ], [ %95, %88 ]
  %93 = fadd contract double %89, 1.000000e+00
  %94 = fdiv contract double %1, %93
  %95 = fmul contract double %92, %94
  %96 = fadd contract double %91, %95
  %97 = tail call noundef double @llvm.nvvm.fabs.f64(double %95)
  %98 = tail call noundef double @llvm.nvvm.fabs.f64(double %96)
  %99 = fmul contract double %98, 1.000000e-15
  %100 = fcmp contract olt double %97, %99
  %101 = add nuw nsw i32 %90, 1
  %102 = icmp eq i32 %101, 300
  %103 = select i1 %100, i1 true, i1 %102
  br i1 %103, label %104, label %88, !llvm.loop !47

104:                                              ; preds = %88
  %105 = tail call double @llvm.fma.f64(double %83, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %106 = tail call i32 @llvm.nvvm.d2i.lo(double %105) #13
  %107 = tail call double @llvm.nvvm.add.rn.d(double %105, double 0xC338000000000000) #13
  %108 = tail call double @llvm.fma.f64(double %107, double 0xBFE62E42FEFA39EF, double %83)
  %109 = tail call double @llvm.fma.f64(double %107, double 0xBC7ABC9E3B39803F, double %108)
  %110 = tail call double @llvm.fma.f64(double %109, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %111 = tail call double @llvm.fma.f64(double %110, double %109, double 0x3EC71DEE62401315)
  %112 = tail call double @llvm.fma.f64(double %111, double %109, double 0x3EFA01997C89EB71)
  %113 = tail call double @llvm.fma.f64(double %112, double %109, double 0x3F2A01A014761F65)
  %114 = tail call double @llvm.fma.f64(double %113, double %109, double 0x3F56C16C1852B7AF)
  %115 = tail call double @llvm.fma.f64(double %114, double %109, double 0x3F81111111122322)
  %116 = tail call double @llvm.fma.f64(double %115, double %109, double 0x3FA55555555502A1)
  %117 = tail call double @llvm.fma.f64(double %116, double %109, double 0x3FC5555555555511)
  %118 = tail call double @llvm.fma.f64(double %117, double %109, double 0x3FE000000000000B)
  %119 = tail call double @llvm.fma.f64(double %118, double %109, double 1.000000e+00)
  %120 = tail call double @llvm.fma.f64(double %119, double %109, double 1.000000e+00)
  %121 = tail call i32 @llvm.nvvm.d2i.lo(double %120) #13
  %122 = tail call i32 @llvm.nvvm.d2i.hi(double %120) #13
  %123 = shl i32 %106, 20
  %124 = add i32 %122, %123
  %125 = tail call double @llvm.nvvm.lohi.i2d(i32 %121, i32 %124) #13
  %126 = tail call i32 @llvm.nvvm.d2i.hi(double %83) #13
  %127 = bitcast i32 %126 to float
  %128 = tail call float @llvm.nvvm.fabs.f32(float %127)
  %129 = fcmp olt float %128, 0x4010C46560000000
  br i1 %129, label %145, label %130

130:                                              ; preds = %104
  %131 = fcmp olt double %83, 0.000000e+00
  %132 = fadd double %83, 0x7FF0000000000000
  %133 = select i1 %131, double 0.000000e+00, double %132
  %134 = fcmp olt float %128, 0x4010E90000000000
  br i1 %134, label %135, label %145

135:                                              ; preds = %130
  %136 = sdiv i32 %106, 2
  %137 = shl i32 %136, 20
  %138 = add i32 %122, %137
  %139 = tail call double @llvm.nvvm.lohi.i2d(i32 %121, i32 %138) #13
  %140 = sub nsw i32 %106, %136
  %141 = shl i32 %140, 20
  %142 = add nsw i32 %141, 1072693248
  %143 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %142) #13
  %144 = fmul double %143, %139
  br label %145

145:                                              ; preds = %104, %130, %135
  %146 = phi double [ %125, %104 ], [ %144, %135 ], [ %133, %130 ]
  %147 = fmul contract double %96, %146
  %148 = fsub contract double 1.000000e+00, %147
  %149 = tail call noundef double @llvm.maxnum.f64(double %148, double 0.000000e+00)
  %150 = tail call noundef double @llvm.minnum.f64(double %149, double 1.000000e+00)
  br label %231

151:                                              ; preds = %78
  %152 = fadd contract double %1, 1.000000e+00
  %153 = fsub contract double %152, %0
  %154 = fdiv contract double 1.000000e+00, %153
  br label %155

155:                                              ; preds = %155, %151
  %156 = phi i32 [ 1, %151 ], [ %182, %155 ]
  %157 = phi double [ %154, %151 ], [ %178, %155 ]
  %158 = phi double [ %154, %151 ], [ %176, %155 ]
  %159 = phi double [ 0x46293E5939A08CE9, %151 ], [ %174, %155 ]
  %160 = phi double [ %153, %151 ], [ %165, %155 ]
  %161 = uitofp nneg i32 %156 to double
  %162 = fneg contract double %161
  %163 = fsub contract double %161, %0
  %164 = fmul contract double %163, %162
  %165 = fadd contract double %160, 2.000000e+00
  %166 = fmul contract double %158, %164
  %167 = fadd contract double %165, %166
  %168 = tail call noundef double @llvm.nvvm.fabs.f64(double %167)
  %169 = fcmp contract olt double %168, 1.000000e-30
  %170 = fdiv contract double %164, %159
  %171 = fadd contract double %165, %170
  %172 = tail call noundef double @llvm.nvvm.fabs.f64(double %171)
  %173 = fcmp contract olt double %172, 1.000000e-30
  %174 = select i1 %173, double 1.000000e-30, double %171
  %175 = fdiv contract double 1.000000e+00, %167
  %176 = select i1 %169, double 0x46293E5939A08CE9, double %175
  %177 = fmul contract double %176, %174
  %178 = fmul contract double %157, %177
  %179 = fadd contract double %177, -1.000000e+00
  %180 = tail call noundef double @llvm.nvvm.fabs.f64(double %179)
  %181 = fcmp contract olt double %180, 1.000000e-15
  %182 = add nuw nsw i32 %156, 1
  %183 = icmp eq i32 %182, 301
  %184 = select i1 %181, i1 true, i1 %183
  br i1 %184, label %185, label %155, !llvm.loop !48

185:                                              ; preds = %155
  %186 = tail call double @llvm.fma.f64(double %83, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %187 = tail call i32 @llvm.nvvm.d2i.lo(double %186) #13
  %188 = tail call double @llvm.nvvm.add.rn.d(double %186, double 0xC338000000000000) #13
  %189 = tail call double @llvm.fma.f64(double %188, double 0xBFE62E42FEFA39EF, double %83)
  %190 = tail call double @llvm.fma.f64(double %188, double 0xBC7ABC9E3B39803F, double %189)
  %191 = tail call double @llvm.fma.f64(double %190, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %192 = tail call double @llvm.fma.f64(double %191, double %190, double 0x3EC71DEE62401315)
  %193 = tail call double @llvm.fma.f64(double %192, double %190, double 0x3EFA01997C89EB71)
  %194 = tail call double @llvm.fma.f64(double %193, double %190, double 0x3F2A01A014761F65)
  %195 = tail call double @llvm.fma.f64(double %194, double %190, double 0x3F56C16C1852B7AF)
  %196 = tail call double @llvm.fma.f64(double %195, double %190, double 0x3F81111111122322)
  %197 = tail call double @llvm.fma.f64(double %196, double %190, double 0x3FA55555555502A1)
  %198 = tail call double @llvm.fma.f64(double %197, double %190, double 0x3FC5555555555511)
  %199 = tail call double @llvm.fma.f64(double %198, double %190, double 0x3FE000000000000B)
  %200 = tail call double @llvm.fma.f64(double %199, double %190, double 1.000000e+00)
  %201 = tail call double @llvm.fma.f64(double %200, double %190, double 1.000000e+00)
  %202 = tail call i32 @llvm.nvvm.d2i.lo(double %201) #13
  %203 = tail call i32 @llvm.nvvm.d2i.hi(double %201) #13
  %204 = shl i32 %187, 20
  %205 = add i32 %203, %204
  %206 = tail call double @llvm.nvvm.lohi.i2d(i32 %202, i32 %205) #13
  %207 = tail call i32 @llvm.nvvm.d2i.hi(double %83) #13
  %208 = bitcast i32 %207 to float
  %209 = tail call float @llvm.nvvm.fabs.f32(float %208)
  %210 = fcmp olt float %209, 0x4010C46560000000
  br i1 %210, label %226, label %211

211:                                              ; preds = %185
  %212 = fcmp olt double %83, 0.000000e+00
  %213 = fadd double %83, 0x7FF0000000000000
  %214 = select i1 %212, double 0.000000e+00, double %213
  %215 = fcmp olt float %209, 0x4010E90000000000
  br i1 %215, label %216, label %226

216:                                              ; preds = %211
  %217 = sdiv i32 %187, 2
  %218 = shl i32 %217, 20
  %219 = add i32 %203, %218
  %220 = tail call double @llvm.nvvm.lohi.i2d(i32 %202, i32 %219) #13
  %221 = sub nsw i32 %187, %217
  %222 = shl i32 %221, 20
  %223 = add nsw i32 %222, 1072693248
  %224 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %223) #13
  %225 = fmul double %224, %220
  br label %226

226:                                              ; preds = %185, %211, %216
  %227 = phi double [ %206, %185 ], [ %225, %216 ], [ %214, %211 ]
  %228 = fmul contract double %178, %227
  %229 = tail call noundef double @llvm.maxnum.f64(double %228, double 0.000000e+00)
  %230 = tail call noundef double @llvm.minnum.f64(double %229, double 1.000000e+00)
  br label %231

231:                                              ; preds = %145, %226, %2
  %232 = phi double [ 1.000000e+00, %2 ], [ %150, %145 ], [ %230, %226 ]
  ret double %232
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #8

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.fabs.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.f(float, float, float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #9

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.mul.rn.d(double, double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.rn(double) #6

; Function Attrs: nofree noinline nosync nounwind memory(none)
define internal fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %0) unnamed_addr #10 {
  %2 = alloca [5 x i64], align 8
  %3 = tail call i32 @llvm.nvvm.d2i.hi(double %0) #13
  %4 = and i32 %3, -2147483648
  %5 = lshr i32 %3, 20
  %6 = and i32 %5, 2047
  %7 = icmp eq i32 %6, 2047
  br i1 %7, label %110, label %8

8:                                                ; preds = %1
  %9 = add nsw i32 %6, -1024
  %10 = bitcast double %0 to i64
  %11 = shl i64 %10, 11
  %12 = or i64 %11, -9223372036854775808
  %13 = lshr i32 %9, 6
  %14 = sub nsw i32 15, %13
  %15 = sub nsw i32 19, %13
  %16 = tail call i32 @llvm.smin.i32(i32 %15, i32 18) #13
  %17 = icmp slt i32 %14, %16
  br i1 %17, label %18, label %32

18:                                               ; preds = %8, %18
  %19 = phi i32 [ %30, %18 ], [ %14, %8 ]
  %20 = phi i64 [ %26, %18 ], [ 0, %8 ]
  %21 = sext i32 %19 to i64
  %22 = getelementptr inbounds i64, ptr addrspace(1) @__cudart_i2opi_d, i64 %21
  %23 = load i64, ptr addrspace(1) %22, align 8
  %24 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, alo, ahi, blo, bhi, clo, chi;\0A\09mov.b64         {alo,ahi}, $2;    \0A\09mov.b64         {blo,bhi}, $3;    \0A\09mov.b64         {clo,chi}, $4;    \0A\09mad.lo.cc.u32   r0, alo, blo, clo;\0A\09madc.hi.cc.u32  r1, alo, blo, chi;\0A\09madc.hi.u32     r2, alo, bhi,   0;\0A\09mad.lo.cc.u32   r1, alo, bhi,  r1;\0A\09madc.hi.cc.u32  r2, ahi, blo,  r2;\0A\09madc.hi.u32     r3, ahi, bhi,   0;\0A\09mad.lo.cc.u32   r1, ahi, blo,  r1;\0A\09madc.lo.cc.u32  r2, ahi, bhi,  r2;\0A\09addc.u32        r3,  r3,   0;     \0A\09mov.b64         $0, {r0,r1};      \0A\09mov.b64         $1, {r2,r3};      \0A\09}", "=l,=l,l,l,l"(i64 %23, i64 %12, i64 %20) #14, !srcloc !49
  %25 = extractvalue { i64, i64 } %24, 0
  %26 = extractvalue { i64, i64 } %24, 1
  %27 = sub nsw i32 %19, %14
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i64, ptr %2, i64 %28
  store i64 %25, ptr %29, align 8
  %30 = add nsw i32 %19, 1
  %31 = icmp eq i32 %30, %16
  br i1 %31, label %32, label %18, !llvm.loop !50

32:                                               ; preds = %18, %8
  %33 = phi i64 [ 0, %8 ], [ %26, %18 ]
  %34 = phi i32 [ %14, %8 ], [ %30, %18 ]
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
  %71 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, a0, a1, a2, a3, b0, b1, b2, b3;\0A\09mov.b64         {a0,a1}, $2;\0A\09mov.b64         {a2,a3}, $3;\0A\09mov.b64         {b0,b1}, $4;\0A\09mov.b64         {b2,b3}, $5;\0A\09sub.cc.u32      r0, a0, b0; \0A\09subc.cc.u32     r1, a1, b1; \0A\09subc.cc.u32     r2, a2, b2; \0A\09subc.u32        r3, a3, b3; \0A\09mov.b64         $0, {r0,r1};\0A\09mov.b64         $1, {r2,r3};\0A\09}", "=l,=l,l,l,l,l"(i64 0, i64 0, i64 %62, i64 %61) #14, !srcloc !52
  %72 = extractvalue { i64, i64 } %71, 0
  %73 = extractvalue { i64, i64 } %71, 1
  %74 = xor i32 %4, -2147483648
  br label %75

75:                                               ; preds = %70, %56
  %76 = phi i64 [ %73, %70 ], [ %61, %56 ]
  %77 = phi i64 [ %72, %70 ], [ %62, %56 ]
  %78 = phi i32 [ %74, %70 ], [ %4, %56 ]
  %79 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %76, i1 false)
  %80 = icmp eq i64 %79, 0
  br i1 %80, label %86, label %81

81:                                               ; preds = %75
  %82 = shl i64 %76, %79
  %83 = sub nuw nsw i64 64, %79
  %84 = lshr i64 %77, %83
  %85 = or disjoint i64 %84, %82
  br label %86

86:                                               ; preds = %81, %75
  %87 = phi i64 [ %85, %81 ], [ %76, %75 ]
  %88 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, alo, ahi, blo, bhi;\0A\09mov.b64         {alo,ahi}, $2;   \0A\09mov.b64         {blo,bhi}, $3;   \0A\09mul.lo.u32      r0, alo, blo;    \0A\09mul.hi.u32      r1, alo, blo;    \0A\09mad.lo.cc.u32   r1, alo, bhi, r1;\0A\09madc.hi.u32     r2, alo, bhi,  0;\0A\09mad.lo.cc.u32   r1, ahi, blo, r1;\0A\09madc.hi.cc.u32  r2, ahi, blo, r2;\0A\09madc.hi.u32     r3, ahi, bhi,  0;\0A\09mad.lo.cc.u32   r2, ahi, bhi, r2;\0A\09addc.u32        r3, r3,  0;      \0A\09mov.b64         $0, {r0,r1};     \0A\09mov.b64         $1, {r2,r3};     \0A\09}", "=l,=l,l,l"(i64 %87, i64 -3958705157555305931) #14, !srcloc !53
  %89 = extractvalue { i64, i64 } %88, 1
  %90 = icmp sgt i64 %89, 0
  br i1 %90, label %91, label %96

91:                                               ; preds = %86
  %92 = extractvalue { i64, i64 } %88, 0
  %93 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, a0, a1, a2, a3, b0, b1, b2, b3;\0A\09mov.b64         {a0,a1}, $2;\0A\09mov.b64         {a2,a3}, $3;\0A\09mov.b64         {b0,b1}, $4;\0A\09mov.b64         {b2,b3}, $5;\0A\09add.cc.u32      r0, a0, b0; \0A\09addc.cc.u32     r1, a1, b1; \0A\09addc.cc.u32     r2, a2, b2; \0A\09addc.u32        r3, a3, b3; \0A\09mov.b64         $0, {r0,r1};\0A\09mov.b64         $1, {r2,r3};\0A\09}", "=l,=l,l,l,l,l"(i64 %92, i64 %89, i64 %92, i64 %89) #14, !srcloc !54
  %94 = extractvalue { i64, i64 } %93, 1
  %95 = add nuw nsw i64 %79, 1
  br label %96

96:                                               ; preds = %91, %86
  %97 = phi i64 [ %94, %91 ], [ %89, %86 ]
  %98 = phi i64 [ %95, %91 ], [ %79, %86 ]
  %99 = zext i32 %78 to i64
  %100 = shl nuw i64 %99, 32
  %101 = add i64 %97, 1
  %102 = lshr i64 %101, 10
  %103 = add nuw nsw i64 %102, 1
  %104 = lshr i64 %103, 1
  %105 = shl nuw nsw i64 %98, 52
  %106 = sub nsw i64 %104, %105
  %107 = add nsw i64 %106, 4602678819172646912
  %108 = or i64 %107, %100
  %109 = bitcast i64 %108 to double
  br label %110

110:                                              ; preds = %1, %96
  %111 = phi double [ %109, %96 ], [ %0, %1 ]
  %112 = phi i32 [ %68, %96 ], [ 0, %1 ]
  %113 = insertvalue { double, i32 } poison, double %111, 0
  %114 = insertvalue { double, i32 } %113, i32 %112, 1
  ret { double, i32 } %114
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.hi(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.lo(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.lohi.i2d(i32, i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.rcp.approx.ftz.d(double) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.add.rn.d(double, double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.round.f(float) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #11

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #11

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #11

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #11

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #11

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #11

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #11

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #11

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #12

attributes #0 = { nofree noinline nosync nounwind memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #8 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #10 = { nofree noinline nosync nounwind memory(none) "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #11 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #13 = { nounwind }
attributes #14 = { nounwind memory(none) }

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
!16 = distinct !{!16, !14, !15}
!17 = distinct !{!17, !14, !15}
!18 = distinct !{!18, !14, !15}
!19 = !{!20}
!20 = distinct !{!20, !21, !"_Z12chi2_sf_implIfEvPKT_PKiPS0_x: argument 0"}
!21 = distinct !{!21, !"_Z12chi2_sf_implIfEvPKT_PKiPS0_x"}
!22 = !{!23}
!23 = distinct !{!23, !21, !"_Z12chi2_sf_implIfEvPKT_PKiPS0_x: argument 1"}
!24 = !{!25}
!25 = distinct !{!25, !21, !"_Z12chi2_sf_implIfEvPKT_PKiPS0_x: argument 2"}
!26 = !{!20, !25}
!27 = !{!23, !25}
!28 = !{!20, !23, !25}
!29 = !{!20, !23}
!30 = distinct !{!30, !14, !15}
!31 = !{!32}
!32 = distinct !{!32, !33, !"_Z12chi2_sf_implIdEvPKT_PKiPS0_x: argument 0"}
!33 = distinct !{!33, !"_Z12chi2_sf_implIdEvPKT_PKiPS0_x"}
!34 = !{!35}
!35 = distinct !{!35, !33, !"_Z12chi2_sf_implIdEvPKT_PKiPS0_x: argument 1"}
!36 = !{!37}
!37 = distinct !{!37, !33, !"_Z12chi2_sf_implIdEvPKT_PKiPS0_x: argument 2"}
!38 = !{!32, !37}
!39 = !{!40, !40, i64 0}
!40 = !{!"double", !8, i64 0}
!41 = !{!35, !37}
!42 = !{!32, !35, !37}
!43 = !{!32, !35}
!44 = distinct !{!44, !14, !15}
!45 = distinct !{!45, !14, !15}
!46 = distinct !{!46, !14, !15}
!47 = distinct !{!47, !14, !15}
!48 = distinct !{!48, !14, !15}
!49 = !{i32 161534, i32 161538, i32 161607, i32 161655, i32 161703, i32 161751, i32 161799, i32 161847, i32 161895, i32 161943, i32 161991, i32 162039, i32 162087, i32 162135, i32 162183, i32 162231, i32 162279}
!50 = distinct !{!50, !51}
!51 = !{!"llvm.loop.unroll.count", i32 1}
!52 = !{i32 159268, i32 159272, i32 159343, i32 159385, i32 159427, i32 159469, i32 159511, i32 159553, i32 159595, i32 159637, i32 159679, i32 159721, i32 159763}
!53 = !{i32 160309, i32 160313, i32 160372, i32 160419, i32 160466, i32 160513, i32 160560, i32 160607, i32 160654, i32 160701, i32 160748, i32 160795, i32 160842, i32 160889, i32 160936, i32 160983}
!54 = !{i32 158070, i32 158074, i32 158145, i32 158187, i32 158229, i32 158271, i32 158313, i32 158355, i32 158397, i32 158439, i32 158481, i32 158523, i32 158565}
