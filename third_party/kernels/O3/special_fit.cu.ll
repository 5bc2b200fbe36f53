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
  br i1 %2, label %3, label %233

3:                                                ; preds = %1
  %4 = fcmp contract olt double %0, 8.000000e+00
  br i1 %4, label %5, label %102

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
  %34 = tail call i32 @llvm.nvvm.d2i.lo(double %33) #13
  %35 = tail call i32 @llvm.nvvm.d2i.hi(double %33) #13
  br label %36

36:                                               ; preds = %32, %5
  %37 = phi double [ %33, %32 ], [ %0, %5 ]
  %38 = phi i32 [ %35, %32 ], [ %29, %5 ]
  %39 = phi i32 [ %34, %32 ], [ %30, %5 ]
  %40 = phi i32 [ -1077, %32 ], [ -1023, %5 ]
  %41 = add i32 %38, -1
  %42 = icmp ult i32 %41, 2146435071
  br i1 %42, label %43, label %92

43:                                               ; preds = %36
  %44 = lshr i32 %38, 20
  %45 = add nsw i32 %40, %44
  %46 = and i32 %38, 1048575
  %47 = or disjoint i32 %46, 1072693248
  %48 = tail call double @llvm.nvvm.lohi.i2d(i32 %39, i32 %47) #13
  %49 = icmp samesign ugt i32 %47, 1073127582
  %50 = tail call i32 @llvm.nvvm.d2i.lo(double %48) #13
  %51 = tail call i32 @llvm.nvvm.d2i.hi(double %48) #13
  %52 = add i32 %51, -1048576
  %53 = tail call double @llvm.nvvm.lohi.i2d(i32 %50, i32 %52) #13
  %54 = select i1 %49, double %53, double %48
  %55 = zext i1 %49 to i32
  %56 = add nsw i32 %45, %55
  %57 = fadd double %54, -1.000000e+00
  %58 = fadd double %54, 1.000000e+00
  %59 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %58) #13
  %60 = fneg double %58
  %61 = tail call double @llvm.fma.f64(double %60, double %59, double 1.000000e+00)
  %62 = tail call double @llvm.fma.f64(double %61, double %61, double %61)
  %63 = tail call double @llvm.fma.f64(double %62, double %59, double %59)
  %64 = fmul double %57, %63
  %65 = fadd double %64, %64
  %66 = fmul double %65, %65
  %67 = tail call double @llvm.fma.f64(double %66, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %68 = tail call double @llvm.fma.f64(double %67, double %66, double 0x3EF3B2669F02676F)
  %69 = tail call double @llvm.fma.f64(double %68, double %66, double 0x3F1745CBA9AB0956)
  %70 = tail call double @llvm.fma.f64(double %69, double %66, double 0x3F3C71C72D1B5154)
  %71 = tail call double @llvm.fma.f64(double %70, double %66, double 0x3F624924923BE72D)
  %72 = tail call double @llvm.fma.f64(double %71, double %66, double 0x3F8999999999A3C4)
  %73 = tail call double @llvm.fma.f64(double %72, double %66, double 0x3FB5555555555554)
  %74 = fsub double %57, %65
  %75 = fmul double %74, 2.000000e+00
  %76 = fneg double %65
  %77 = tail call double @llvm.fma.f64(double %76, double %57, double %75)
  %78 = fmul double %63, %77
  %79 = fmul double %66, %73
  %80 = tail call double @llvm.fma.f64(double %79, double %65, double %78)
  %81 = xor i32 %56, -2147483648
  %82 = tail call double @llvm.nvvm.lohi.i2d(i32 %81, i32 1127219200) #13
  %83 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #13
  %84 = fsub double %82, %83
  %85 = tail call double @llvm.fma.f64(double %84, double 0x3FE62E42FEFA39EF, double %65)
  %86 = fneg double %84
  %87 = tail call double @llvm.fma.f64(double %86, double 0x3FE62E42FEFA39EF, double %85)
  %88 = fsub double %87, %65
  %89 = fsub double %80, %88
  %90 = tail call double @llvm.fma.f64(double %84, double 0x3C7ABC9E3B39803F, double %89)
  %91 = fadd double %85, %90
  br label %98

92:                                               ; preds = %36
  %93 = tail call double @llvm.fma.f64(double %37, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %94 = tail call i32 @llvm.nvvm.d2i.hi(double %37) #13
  %95 = and i32 %94, 2147483647
  %96 = icmp eq i32 %95, 0
  %97 = select i1 %96, double 0xFFF0000000000000, double %93
  br label %98

98:                                               ; preds = %43, %92
  %99 = phi double [ %91, %43 ], [ %97, %92 ]
  %100 = fmul contract double %28, %99
  %101 = fadd contract double %26, %100
  br label %233

102:                                              ; preds = %3
  %103 = fdiv contract double 8.000000e+00, %0
  %104 = fmul contract double %103, %103
  %105 = fadd contract double %0, 0xBFE921FB5496FD7F
  %106 = fmul contract double %104, 0x3E8C1A8AAB292861
  %107 = fadd contract double %106, 0xBEC1648790299C51
  %108 = fmul contract double %104, %107
  %109 = fadd contract double %108, 0x3EFCAC653E340F37
  %110 = fmul contract double %104, %109
  %111 = fadd contract double %110, 0xBF51FFFB817F9F0A
  %112 = fmul contract double %104, %111
  %113 = fadd contract double %112, 1.000000e+00
  %114 = fmul contract double %104, 0x3E7918D350375DFB
  %115 = fsub contract double 0x3EA992788C9726A9, %114
  %116 = fmul contract double %104, %115
  %117 = fadd contract double %116, 0xBEDCFCC9CD06FBFC
  %118 = fmul contract double %104, %117
  %119 = fadd contract double %118, 0x3F22BFEC7E1AA561
  %120 = fmul contract double %104, %119
  %121 = fadd contract double %120, 0xBF8FFFFFFE483202
  %122 = fdiv contract double 0x3FE45F306D974364, %0
  %123 = tail call noundef double @llvm.sqrt.f64(double %122)
  %124 = tail call double @llvm.nvvm.fabs.f64(double %105)
  %125 = fcmp oeq double %124, 0x7FF0000000000000
  br i1 %125, label %126, label %128

126:                                              ; preds = %102
  %127 = tail call double @llvm.nvvm.mul.rn.d(double %105, double 0.000000e+00) #13
  br label %141

128:                                              ; preds = %102
  %129 = fmul double %105, 0x3FE45F306DC9C883
  %130 = tail call i32 @llvm.nvvm.d2i.rn(double %129) #13
  %131 = sitofp i32 %130 to double
  %132 = fneg double %131
  %133 = tail call double @llvm.fma.f64(double %132, double 0x3FF921FB54442D18, double %105)
  %134 = tail call double @llvm.fma.f64(double %132, double 0x3C91A62633145C00, double %133)
  %135 = tail call double @llvm.fma.f64(double %132, double 0x397B839A252049C0, double %134)
  %136 = fcmp ult double %124, 0x41E0000000000000
  br i1 %136, label %141, label %137

137:                                              ; preds = %128
  %138 = tail call fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %105) #13
  %139 = extractvalue { double, i32 } %138, 0
  %140 = extractvalue { double, i32 } %138, 1
  br label %141

141:                                              ; preds = %126, %128, %137
  %142 = phi double [ %127, %126 ], [ %139, %137 ], [ %135, %128 ]
  %143 = phi i32 [ 0, %126 ], [ %140, %137 ], [ %130, %128 ]
  %144 = and i32 %143, 1
  %145 = shl nuw nsw i32 %144, 3
  %146 = zext nneg i32 %145 to i64
  %147 = getelementptr inbounds nuw double, ptr addrspace(1) @__cudart_sin_cos_coeffs, i64 %146
  %148 = tail call double @llvm.nvvm.mul.rn.d(double %142, double %142) #13
  %149 = icmp eq i32 %144, 0
  %150 = select i1 %149, double 0x3DE5DB65F9785EBA, double 0xBDA8FF8320FD8164
  %151 = load double, ptr addrspace(1) %147, align 16
  %152 = tail call double @llvm.fma.f64(double %150, double %148, double %151)
  %153 = getelementptr inbounds nuw i8, ptr addrspace(1) %147, i64 8
  %154 = load double, ptr addrspace(1) %153, align 8
  %155 = tail call double @llvm.fma.f64(double %152, double %148, double %154)
  %156 = getelementptr inbounds nuw i8, ptr addrspace(1) %147, i64 16
  %157 = load double, ptr addrspace(1) %156, align 16
  %158 = tail call double @llvm.fma.f64(double %155, double %148, double %157)
  %159 = getelementptr inbounds nuw i8, ptr addrspace(1) %147, i64 24
  %160 = load double, ptr addrspace(1) %159, align 8
  %161 = tail call double @llvm.fma.f64(double %158, double %148, double %160)
  %162 = getelementptr inbounds nuw i8, ptr addrspace(1) %147, i64 32
  %163 = load double, ptr addrspace(1) %162, align 16
  %164 = tail call double @llvm.fma.f64(double %161, double %148, double %163)
  %165 = getelementptr inbounds nuw i8, ptr addrspace(1) %147, i64 40
  %166 = load double, ptr addrspace(1) %165, align 8
  %167 = tail call double @llvm.fma.f64(double %164, double %148, double %166)
  %168 = tail call double @llvm.fma.f64(double %167, double %142, double %142)
  %169 = tail call double @llvm.fma.f64(double %167, double %148, double 1.000000e+00)
  %170 = select i1 %149, double %168, double %169
  %171 = and i32 %143, 2
  %172 = icmp eq i32 %171, 0
  %173 = fsub double 0.000000e+00, %170
  %174 = select i1 %172, double %170, double %173
  %175 = fmul contract double %113, %174
  br i1 %125, label %176, label %178

176:                                              ; preds = %141
  %177 = tail call double @llvm.nvvm.mul.rn.d(double %105, double 0.000000e+00) #13
  br label %195

178:                                              ; preds = %141
  %179 = fmul double %105, 0x3FE45F306DC9C883
  %180 = tail call i32 @llvm.nvvm.d2i.rn(double %179) #13
  %181 = sitofp i32 %180 to double
  %182 = fneg double %181
  %183 = tail call double @llvm.fma.f64(double %182, double 0x3FF921FB54442D18, double %105)
  %184 = tail call double @llvm.fma.f64(double %182, double 0x3C91A62633145C00, double %183)
  %185 = tail call double @llvm.fma.f64(double %182, double 0x397B839A252049C0, double %184)
  %186 = fcmp ult double %124, 0x41E0000000000000
  br i1 %186, label %191, label %187

187:                                              ; preds = %178
  %188 = tail call fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %105) #13
  %189 = extractvalue { double, i32 } %188, 0
  %190 = extractvalue { double, i32 } %188, 1
  br label %191

191:                                              ; preds = %187, %178
  %192 = phi double [ %189, %187 ], [ %185, %178 ]
  %193 = phi i32 [ %190, %187 ], [ %180, %178 ]
  %194 = add nsw i32 %193, 1
  br label %195

195:                                              ; preds = %176, %191
  %196 = phi double [ %177, %176 ], [ %192, %191 ]
  %197 = phi i32 [ 1, %176 ], [ %194, %191 ]
  %198 = and i32 %197, 1
  %199 = shl nuw nsw i32 %198, 3
  %200 = zext nneg i32 %199 to i64
  %201 = getelementptr inbounds nuw double, ptr addrspace(1) @__cudart_sin_cos_coeffs, i64 %200
  %202 = tail call double @llvm.nvvm.mul.rn.d(double %196, double %196) #13
  %203 = icmp eq i32 %198, 0
  %204 = select i1 %203, double 0x3DE5DB65F9785EBA, double 0xBDA8FF8320FD8164
  %205 = load double, ptr addrspace(1) %201, align 16
  %206 = tail call double @llvm.fma.f64(double %204, double %202, double %205)
  %207 = getelementptr inbounds nuw i8, ptr addrspace(1) %201, i64 8
  %208 = load double, ptr addrspace(1) %207, align 8
  %209 = tail call double @llvm.fma.f64(double %206, double %202, double %208)
  %210 = getelementptr inbounds nuw i8, ptr addrspace(1) %201, i64 16
  %211 = load double, ptr addrspace(1) %210, align 16
  %212 = tail call double @llvm.fma.f64(double %209, double %202, double %211)
  %213 = getelementptr inbounds nuw i8, ptr addrspace(1) %201, i64 24
  %214 = load double, ptr addrspace(1) %213, align 8
  %215 = tail call double @llvm.fma.f64(double %212, double %202, double %214)
  %216 = getelementptr inbounds nuw i8, ptr addrspace(1) %201, i64 32
  %217 = load double, ptr addrspace(1) %216, align 16
  %218 = tail call double @llvm.fma.f64(double %215, double %202, double %217)
  %219 = getelementptr inbounds nuw i8, ptr addrspace(1) %201, i64 40
  %220 = load double, ptr addrspace(1) %219, align 8
  %221 = tail call double @llvm.fma.f64(double %218, double %202, double %220)
  %222 = tail call double @llvm.fma.f64(double %221, double %196, double %196)
  %223 = tail call double @llvm.fma.f64(double %221, double %202, double 1.000000e+00)
  %224 = select i1 %203, double %222, double %223
  %225 = and i32 %197, 2
  %226 = icmp eq i32 %225, 0
  %227 = fsub double 0.000000e+00, %224
  %228 = select i1 %226, double %224, double %227
  %229 = fmul contract double %103, %228
  %230 = fmul contract double %121, %229
  %231 = fadd contract double %175, %230
  %232 = fmul contract double %123, %231
  br label %233

233:                                              ; preds = %1, %195, %98
  %234 = phi double [ %101, %98 ], [ %232, %195 ], [ -1.000000e+300, %1 ]
  ret double %234
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
  br i1 %16, label %671, label %17

17:                                               ; preds = %5
  %18 = zext nneg i32 %12 to i64
  %19 = getelementptr inbounds nuw i32, ptr %1, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %20, i32 0)
  %22 = tail call i32 @llvm.umin.i32(i32 %21, i32 %3)
  %23 = zext nneg i32 %3 to i64
  %24 = mul nuw nsw i64 %23, %18
  %25 = getelementptr inbounds nuw float, ptr %0, i64 %24
  %26 = icmp samesign ult i32 %7, %22
  br i1 %26, label %27, label %29

27:                                               ; preds = %17
  %28 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #13
  br label %153

29:                                               ; preds = %231, %17
  %30 = phi double [ 0.000000e+00, %17 ], [ %233, %231 ]
  %31 = phi double [ 0.000000e+00, %17 ], [ %162, %231 ]
  %32 = bitcast double %31 to i64
  %33 = trunc i64 %32 to i32
  %34 = lshr i64 %32, 32
  %35 = trunc nuw i64 %34 to i32
  %36 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %33, i32 16, i32 31)
  %37 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %35, i32 16, i32 31)
  %38 = zext i32 %37 to i64
  %39 = shl nuw i64 %38, 32
  %40 = zext i32 %36 to i64
  %41 = or disjoint i64 %39, %40
  %42 = bitcast i64 %41 to double
  %43 = fadd contract double %31, %42
  %44 = bitcast double %30 to i64
  %45 = trunc i64 %44 to i32
  %46 = lshr i64 %44, 32
  %47 = trunc nuw i64 %46 to i32
  %48 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %45, i32 16, i32 31)
  %49 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %47, i32 16, i32 31)
  %50 = zext i32 %49 to i64
  %51 = shl nuw i64 %50, 32
  %52 = zext i32 %48 to i64
  %53 = or disjoint i64 %51, %52
  %54 = bitcast i64 %53 to double
  %55 = fadd contract double %30, %54
  %56 = bitcast double %43 to i64
  %57 = trunc i64 %56 to i32
  %58 = lshr i64 %56, 32
  %59 = trunc nuw i64 %58 to i32
  %60 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %57, i32 8, i32 31)
  %61 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %59, i32 8, i32 31)
  %62 = zext i32 %61 to i64
  %63 = shl nuw i64 %62, 32
  %64 = zext i32 %60 to i64
  %65 = or disjoint i64 %63, %64
  %66 = bitcast i64 %65 to double
  %67 = fadd contract double %43, %66
  %68 = bitcast double %55 to i64
  %69 = trunc i64 %68 to i32
  %70 = lshr i64 %68, 32
  %71 = trunc nuw i64 %70 to i32
  %72 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %69, i32 8, i32 31)
  %73 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %71, i32 8, i32 31)
  %74 = zext i32 %73 to i64
  %75 = shl nuw i64 %74, 32
  %76 = zext i32 %72 to i64
  %77 = or disjoint i64 %75, %76
  %78 = bitcast i64 %77 to double
  %79 = fadd contract double %55, %78
  %80 = bitcast double %67 to i64
  %81 = trunc i64 %80 to i32
  %82 = lshr i64 %80, 32
  %83 = trunc nuw i64 %82 to i32
  %84 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %81, i32 4, i32 31)
  %85 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %83, i32 4, i32 31)
  %86 = zext i32 %85 to i64
  %87 = shl nuw i64 %86, 32
  %88 = zext i32 %84 to i64
  %89 = or disjoint i64 %87, %88
  %90 = bitcast i64 %89 to double
  %91 = fadd contract double %67, %90
  %92 = bitcast double %79 to i64
  %93 = trunc i64 %92 to i32
  %94 = lshr i64 %92, 32
  %95 = trunc nuw i64 %94 to i32
  %96 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %93, i32 4, i32 31)
  %97 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %95, i32 4, i32 31)
  %98 = zext i32 %97 to i64
  %99 = shl nuw i64 %98, 32
  %100 = zext i32 %96 to i64
  %101 = or disjoint i64 %99, %100
  %102 = bitcast i64 %101 to double
  %103 = fadd contract double %79, %102
  %104 = bitcast double %91 to i64
  %105 = trunc i64 %104 to i32
  %106 = lshr i64 %104, 32
  %107 = trunc nuw i64 %106 to i32
  %108 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %105, i32 2, i32 31)
  %109 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %107, i32 2, i32 31)
  %110 = zext i32 %109 to i64
  %111 = shl nuw i64 %110, 32
  %112 = zext i32 %108 to i64
  %113 = or disjoint i64 %111, %112
  %114 = bitcast i64 %113 to double
  %115 = fadd contract double %91, %114
  %116 = bitcast double %103 to i64
  %117 = trunc i64 %116 to i32
  %118 = lshr i64 %116, 32
  %119 = trunc nuw i64 %118 to i32
  %120 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %117, i32 2, i32 31)
  %121 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %119, i32 2, i32 31)
  %122 = zext i32 %121 to i64
  %123 = shl nuw i64 %122, 32
  %124 = zext i32 %120 to i64
  %125 = or disjoint i64 %123, %124
  %126 = bitcast i64 %125 to double
  %127 = fadd contract double %103, %126
  %128 = bitcast double %115 to i64
  %129 = trunc i64 %128 to i32
  %130 = lshr i64 %128, 32
  %131 = trunc nuw i64 %130 to i32
  %132 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %129, i32 1, i32 31)
  %133 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %131, i32 1, i32 31)
  %134 = zext i32 %133 to i64
  %135 = shl nuw i64 %134, 32
  %136 = zext i32 %132 to i64
  %137 = or disjoint i64 %135, %136
  %138 = bitcast i64 %137 to double
  %139 = fadd contract double %115, %138
  %140 = bitcast double %127 to i64
  %141 = trunc i64 %140 to i32
  %142 = lshr i64 %140, 32
  %143 = trunc nuw i64 %142 to i32
  %144 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %141, i32 1, i32 31)
  %145 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %143, i32 1, i32 31)
  %146 = zext i32 %145 to i64
  %147 = shl nuw i64 %146, 32
  %148 = zext i32 %144 to i64
  %149 = or disjoint i64 %147, %148
  %150 = bitcast i64 %149 to double
  %151 = fadd contract double %127, %150
  %152 = icmp eq i32 %7, 0
  br i1 %152, label %236, label %671

153:                                              ; preds = %27, %231
  %154 = phi double [ 0.000000e+00, %27 ], [ %162, %231 ]
  %155 = phi double [ 0.000000e+00, %27 ], [ %233, %231 ]
  %156 = phi i32 [ %7, %27 ], [ %234, %231 ]
  %157 = zext nneg i32 %156 to i64
  %158 = getelementptr inbounds nuw float, ptr %25, i64 %157
  %159 = load float, ptr %158, align 4, !tbaa !11
  %160 = fpext contract float %159 to double
  %161 = tail call noundef double @llvm.maxnum.f64(double %160, double 1.000000e-30)
  %162 = fadd contract double %154, %161
  %163 = tail call i32 @llvm.nvvm.d2i.hi(double %161) #13
  %164 = tail call i32 @llvm.nvvm.d2i.lo(double %161) #13
  %165 = icmp slt i32 %163, 1048576
  br i1 %165, label %166, label %170

166:                                              ; preds = %153
  %167 = fmul double %161, 0x4350000000000000
  %168 = tail call i32 @llvm.nvvm.d2i.lo(double %167) #13
  %169 = tail call i32 @llvm.nvvm.d2i.hi(double %167) #13
  br label %170

170:                                              ; preds = %166, %153
  %171 = phi double [ %167, %166 ], [ %161, %153 ]
  %172 = phi i32 [ %169, %166 ], [ %163, %153 ]
  %173 = phi i32 [ %168, %166 ], [ %164, %153 ]
  %174 = phi i32 [ -1077, %166 ], [ -1023, %153 ]
  %175 = add i32 %172, -1
  %176 = icmp ult i32 %175, 2146435071
  br i1 %176, label %177, label %225

177:                                              ; preds = %170
  %178 = lshr i32 %172, 20
  %179 = add nsw i32 %174, %178
  %180 = and i32 %172, 1048575
  %181 = or disjoint i32 %180, 1072693248
  %182 = tail call double @llvm.nvvm.lohi.i2d(i32 %173, i32 %181) #13
  %183 = icmp samesign ugt i32 %181, 1073127582
  %184 = tail call i32 @llvm.nvvm.d2i.lo(double %182) #13
  %185 = tail call i32 @llvm.nvvm.d2i.hi(double %182) #13
  %186 = add i32 %185, -1048576
  %187 = tail call double @llvm.nvvm.lohi.i2d(i32 %184, i32 %186) #13
  %188 = select i1 %183, double %187, double %182
  %189 = zext i1 %183 to i32
  %190 = add nsw i32 %179, %189
  %191 = fadd double %188, -1.000000e+00
  %192 = fadd double %188, 1.000000e+00
  %193 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %192) #13
  %194 = fneg double %192
  %195 = tail call double @llvm.fma.f64(double %194, double %193, double 1.000000e+00)
  %196 = tail call double @llvm.fma.f64(double %195, double %195, double %195)
  %197 = tail call double @llvm.fma.f64(double %196, double %193, double %193)
  %198 = fmul double %191, %197
  %199 = fadd double %198, %198
  %200 = fmul double %199, %199
  %201 = tail call double @llvm.fma.f64(double %200, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %202 = tail call double @llvm.fma.f64(double %201, double %200, double 0x3EF3B2669F02676F)
  %203 = tail call double @llvm.fma.f64(double %202, double %200, double 0x3F1745CBA9AB0956)
  %204 = tail call double @llvm.fma.f64(double %203, double %200, double 0x3F3C71C72D1B5154)
  %205 = tail call double @llvm.fma.f64(double %204, double %200, double 0x3F624924923BE72D)
  %206 = tail call double @llvm.fma.f64(double %205, double %200, double 0x3F8999999999A3C4)
  %207 = tail call double @llvm.fma.f64(double %206, double %200, double 0x3FB5555555555554)
  %208 = fsub double %191, %199
  %209 = fmul double %208, 2.000000e+00
  %210 = fneg double %199
  %211 = tail call double @llvm.fma.f64(double %210, double %191, double %209)
  %212 = fmul double %197, %211
  %213 = fmul double %200, %207
  %214 = tail call double @llvm.fma.f64(double %213, double %199, double %212)
  %215 = xor i32 %190, -2147483648
  %216 = tail call double @llvm.nvvm.lohi.i2d(i32 %215, i32 1127219200) #13
  %217 = fsub double %216, %28
  %218 = tail call double @llvm.fma.f64(double %217, double 0x3FE62E42FEFA39EF, double %199)
  %219 = fneg double %217
  %220 = tail call double @llvm.fma.f64(double %219, double 0x3FE62E42FEFA39EF, double %218)
  %221 = fsub double %220, %199
  %222 = fsub double %214, %221
  %223 = tail call double @llvm.fma.f64(double %217, double 0x3C7ABC9E3B39803F, double %222)
  %224 = fadd double %218, %223
  br label %231

225:                                              ; preds = %170
  %226 = tail call double @llvm.fma.f64(double %171, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %227 = tail call i32 @llvm.nvvm.d2i.hi(double %171) #13
  %228 = and i32 %227, 2147483647
  %229 = icmp eq i32 %228, 0
  %230 = select i1 %229, double 0xFFF0000000000000, double %226
  br label %231

231:                                              ; preds = %177, %225
  %232 = phi double [ %224, %177 ], [ %230, %225 ]
  %233 = fadd contract double %155, %232
  %234 = add nuw nsw i32 %156, 32
  %235 = icmp samesign ult i32 %234, %22
  br i1 %235, label %153, label %29, !llvm.loop !13

236:                                              ; preds = %29
  %237 = icmp samesign ult i32 %22, 2
  br i1 %237, label %664, label %238

238:                                              ; preds = %236
  %239 = uitofp nneg i32 %22 to double
  %240 = fdiv contract double %139, %239
  %241 = fdiv contract double %151, %239
  %242 = tail call i32 @llvm.nvvm.d2i.hi(double %240) #13
  %243 = tail call i32 @llvm.nvvm.d2i.lo(double %240) #13
  %244 = icmp slt i32 %242, 1048576
  br i1 %244, label %245, label %249

245:                                              ; preds = %238
  %246 = fmul double %240, 0x4350000000000000
  %247 = tail call i32 @llvm.nvvm.d2i.lo(double %246) #13
  %248 = tail call i32 @llvm.nvvm.d2i.hi(double %246) #13
  br label %249

249:                                              ; preds = %245, %238
  %250 = phi double [ %246, %245 ], [ %240, %238 ]
  %251 = phi i32 [ %248, %245 ], [ %242, %238 ]
  %252 = phi i32 [ %247, %245 ], [ %243, %238 ]
  %253 = phi i32 [ -1077, %245 ], [ -1023, %238 ]
  %254 = add i32 %251, -1
  %255 = icmp ult i32 %254, 2146435071
  br i1 %255, label %256, label %305

256:                                              ; preds = %249
  %257 = lshr i32 %251, 20
  %258 = add nsw i32 %253, %257
  %259 = and i32 %251, 1048575
  %260 = or disjoint i32 %259, 1072693248
  %261 = tail call double @llvm.nvvm.lohi.i2d(i32 %252, i32 %260) #13
  %262 = icmp samesign ugt i32 %260, 1073127582
  %263 = tail call i32 @llvm.nvvm.d2i.lo(double %261) #13
  %264 = tail call i32 @llvm.nvvm.d2i.hi(double %261) #13
  %265 = add i32 %264, -1048576
  %266 = tail call double @llvm.nvvm.lohi.i2d(i32 %263, i32 %265) #13
  %267 = select i1 %262, double %266, double %261
  %268 = zext i1 %262 to i32
  %269 = add nsw i32 %258, %268
  %270 = fadd double %267, -1.000000e+00
  %271 = fadd double %267, 1.000000e+00
  %272 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %271) #13
  %273 = fneg double %271
  %274 = tail call double @llvm.fma.f64(double %273, double %272, double 1.000000e+00)
  %275 = tail call double @llvm.fma.f64(double %274, double %274, double %274)
  %276 = tail call double @llvm.fma.f64(double %275, double %272, double %272)
  %277 = fmul double %270, %276
  %278 = fadd double %277, %277
  %279 = fmul double %278, %278
  %280 = tail call double @llvm.fma.f64(double %279, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %281 = tail call double @llvm.fma.f64(double %280, double %279, double 0x3EF3B2669F02676F)
  %282 = tail call double @llvm.fma.f64(double %281, double %279, double 0x3F1745CBA9AB0956)
  %283 = tail call double @llvm.fma.f64(double %282, double %279, double 0x3F3C71C72D1B5154)
  %284 = tail call double @llvm.fma.f64(double %283, double %279, double 0x3F624924923BE72D)
  %285 = tail call double @llvm.fma.f64(double %284, double %279, double 0x3F8999999999A3C4)
  %286 = tail call double @llvm.fma.f64(double %285, double %279, double 0x3FB5555555555554)
  %287 = fsub double %270, %278
  %288 = fmul double %287, 2.000000e+00
  %289 = fneg double %278
  %290 = tail call double @llvm.fma.f64(double %289, double %270, double %288)
  %291 = fmul double %276, %290
  %292 = fmul double %279, %286
  %293 = tail call double @llvm.fma.f64(double %292, double %278, double %291)
  %294 = xor i32 %269, -2147483648
  %295 = tail call double @llvm.nvvm.lohi.i2d(i32 %294, i32 1127219200) #13
  %296 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #13
  %297 = fsub double %295, %296
  %298 = tail call double @llvm.fma.f64(double %297, double 0x3FE62E42FEFA39EF, double %278)
  %299 = fneg double %297
  %300 = tail call double @llvm.fma.f64(double %299, double 0x3FE62E42FEFA39EF, double %298)
  %301 = fsub double %300, %278
  %302 = fsub double %293, %301
  %303 = tail call double @llvm.fma.f64(double %297, double 0x3C7ABC9E3B39803F, double %302)
  %304 = fadd double %298, %303
  br label %312

305:                                              ; preds = %249
  %306 = tail call double @llvm.fma.f64(double %250, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %307 = tail call i32 @llvm.nvvm.d2i.hi(double %250) #13
  %308 = and i32 %307, 2147483647
  %309 = icmp eq i32 %308, 0
  %310 = select i1 %309, double 0xFFF0000000000000, double %306
  %311 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #13
  br label %312

312:                                              ; preds = %256, %305
  %313 = phi double [ %296, %256 ], [ %311, %305 ]
  %314 = phi double [ %304, %256 ], [ %310, %305 ]
  %315 = fsub contract double %314, %241
  %316 = tail call noundef double @llvm.maxnum.f64(double %315, double 0x3D719799812DEA11)
  %317 = fsub contract double 3.000000e+00, %316
  %318 = fadd contract double %316, -3.000000e+00
  %319 = fmul contract double %318, %318
  %320 = fmul contract double %316, 2.400000e+01
  %321 = fadd contract double %320, %319
  %322 = tail call noundef double @llvm.sqrt.f64(double %321)
  %323 = fadd contract double %317, %322
  %324 = fmul contract double %316, 1.200000e+01
  %325 = fdiv contract double %323, %324
  br label %326

326:                                              ; preds = %574, %312
  %327 = phi double [ %325, %312 ], [ %575, %574 ]
  %328 = phi i32 [ 0, %312 ], [ %577, %574 ]
  %329 = tail call i32 @llvm.nvvm.d2i.hi(double %327) #13
  %330 = tail call i32 @llvm.nvvm.d2i.lo(double %327) #13
  %331 = icmp slt i32 %329, 1048576
  br i1 %331, label %332, label %336

332:                                              ; preds = %326
  %333 = fmul double %327, 0x4350000000000000
  %334 = tail call i32 @llvm.nvvm.d2i.lo(double %333) #13
  %335 = tail call i32 @llvm.nvvm.d2i.hi(double %333) #13
  br label %336

336:                                              ; preds = %332, %326
  %337 = phi double [ %333, %332 ], [ %327, %326 ]
  %338 = phi i32 [ %335, %332 ], [ %329, %326 ]
  %339 = phi i32 [ %334, %332 ], [ %330, %326 ]
  %340 = phi i32 [ -1077, %332 ], [ -1023, %326 ]
  %341 = add i32 %338, -1
  %342 = icmp ult i32 %341, 2146435071
  br i1 %342, label %343, label %391

343:                                              ; preds = %336
  %344 = lshr i32 %338, 20
  %345 = add nsw i32 %340, %344
  %346 = and i32 %338, 1048575
  %347 = or disjoint i32 %346, 1072693248
  %348 = tail call double @llvm.nvvm.lohi.i2d(i32 %339, i32 %347) #13
  %349 = icmp samesign ugt i32 %347, 1073127582
  %350 = tail call i32 @llvm.nvvm.d2i.lo(double %348) #13
  %351 = tail call i32 @llvm.nvvm.d2i.hi(double %348) #13
  %352 = add i32 %351, -1048576
  %353 = tail call double @llvm.nvvm.lohi.i2d(i32 %350, i32 %352) #13
  %354 = select i1 %349, double %353, double %348
  %355 = zext i1 %349 to i32
  %356 = add nsw i32 %345, %355
  %357 = fadd double %354, -1.000000e+00
  %358 = fadd double %354, 1.000000e+00
  %359 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %358) #13
  %360 = fneg double %358
  %361 = tail call double @llvm.fma.f64(double %360, double %359, double 1.000000e+00)
  %362 = tail call double @llvm.fma.f64(double %361, double %361, double %361)
  %363 = tail call double @llvm.fma.f64(double %362, double %359, double %359)
  %364 = fmul double %357, %363
  %365 = fadd double %364, %364
  %366 = fmul double %365, %365
  %367 = tail call double @llvm.fma.f64(double %366, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %368 = tail call double @llvm.fma.f64(double %367, double %366, double 0x3EF3B2669F02676F)
  %369 = tail call double @llvm.fma.f64(double %368, double %366, double 0x3F1745CBA9AB0956)
  %370 = tail call double @llvm.fma.f64(double %369, double %366, double 0x3F3C71C72D1B5154)
  %371 = tail call double @llvm.fma.f64(double %370, double %366, double 0x3F624924923BE72D)
  %372 = tail call double @llvm.fma.f64(double %371, double %366, double 0x3F8999999999A3C4)
  %373 = tail call double @llvm.fma.f64(double %372, double %366, double 0x3FB5555555555554)
  %374 = fsub double %357, %365
  %375 = fmul double %374, 2.000000e+00
  %376 = fneg double %365
  %377 = tail call double @llvm.fma.f64(double %376, double %357, double %375)
  %378 = fmul double %363, %377
  %379 = fmul double %366, %373
  %380 = tail call double @llvm.fma.f64(double %379, double %365, double %378)
  %381 = xor i32 %356, -2147483648
  %382 = tail call double @llvm.nvvm.lohi.i2d(i32 %381, i32 1127219200) #13
  %383 = fsub double %382, %313
  %384 = tail call double @llvm.fma.f64(double %383, double 0x3FE62E42FEFA39EF, double %365)
  %385 = fneg double %383
  %386 = tail call double @llvm.fma.f64(double %385, double 0x3FE62E42FEFA39EF, double %384)
  %387 = fsub double %386, %365
  %388 = fsub double %380, %387
  %389 = tail call double @llvm.fma.f64(double %383, double 0x3C7ABC9E3B39803F, double %388)
  %390 = fadd double %384, %389
  br label %397

391:                                              ; preds = %336
  %392 = tail call double @llvm.fma.f64(double %337, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %393 = tail call i32 @llvm.nvvm.d2i.hi(double %337) #13
  %394 = and i32 %393, 2147483647
  %395 = icmp eq i32 %394, 0
  %396 = select i1 %395, double 0xFFF0000000000000, double %392
  br label %397

397:                                              ; preds = %343, %391
  %398 = phi double [ %390, %343 ], [ %396, %391 ]
  %399 = fcmp contract olt double %327, 6.000000e+00
  br i1 %399, label %476, label %405

400:                                              ; preds = %511, %506, %501, %496, %491, %486, %481, %476
  %401 = phi double [ %478, %476 ], [ %483, %481 ], [ %488, %486 ], [ %493, %491 ], [ %498, %496 ], [ %503, %501 ], [ %508, %506 ], [ %513, %511 ]
  %402 = phi double [ %479, %476 ], [ %484, %481 ], [ %489, %486 ], [ %494, %491 ], [ %499, %496 ], [ %504, %501 ], [ %509, %506 ], [ %514, %511 ]
  %403 = tail call i32 @llvm.nvvm.d2i.hi(double %402) #13
  %404 = tail call i32 @llvm.nvvm.d2i.lo(double %402) #13
  br label %405

405:                                              ; preds = %400, %397
  %406 = phi i32 [ %404, %400 ], [ %330, %397 ]
  %407 = phi i32 [ %403, %400 ], [ %329, %397 ]
  %408 = phi double [ %401, %400 ], [ 0.000000e+00, %397 ]
  %409 = phi double [ %402, %400 ], [ %327, %397 ]
  %410 = icmp slt i32 %407, 1048576
  br i1 %410, label %411, label %415

411:                                              ; preds = %405
  %412 = fmul double %409, 0x4350000000000000
  %413 = tail call i32 @llvm.nvvm.d2i.hi(double %412) #13
  %414 = tail call i32 @llvm.nvvm.d2i.lo(double %412) #13
  br label %415

415:                                              ; preds = %411, %405
  %416 = phi double [ %412, %411 ], [ %409, %405 ]
  %417 = phi i32 [ %413, %411 ], [ %407, %405 ]
  %418 = phi i32 [ %414, %411 ], [ %406, %405 ]
  %419 = phi i32 [ -1077, %411 ], [ -1023, %405 ]
  %420 = add i32 %417, -1
  %421 = icmp ult i32 %420, 2146435071
  br i1 %421, label %422, label %470

422:                                              ; preds = %415
  %423 = lshr i32 %417, 20
  %424 = add nsw i32 %419, %423
  %425 = and i32 %417, 1048575
  %426 = or disjoint i32 %425, 1072693248
  %427 = tail call double @llvm.nvvm.lohi.i2d(i32 %418, i32 %426) #13
  %428 = icmp samesign ugt i32 %426, 1073127582
  %429 = tail call i32 @llvm.nvvm.d2i.lo(double %427) #13
  %430 = tail call i32 @llvm.nvvm.d2i.hi(double %427) #13
  %431 = add i32 %430, -1048576
  %432 = tail call double @llvm.nvvm.lohi.i2d(i32 %429, i32 %431) #13
  %433 = select i1 %428, double %432, double %427
  %434 = zext i1 %428 to i32
  %435 = add nsw i32 %424, %434
  %436 = fadd double %433, -1.000000e+00
  %437 = fadd double %433, 1.000000e+00
  %438 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %437) #13
  %439 = fneg double %437
  %440 = tail call double @llvm.fma.f64(double %439, double %438, double 1.000000e+00)
  %441 = tail call double @llvm.fma.f64(double %440, double %440, double %440)
  %442 = tail call double @llvm.fma.f64(double %441, double %438, double %438)
  %443 = fmul double %436, %442
  %444 = fadd double %443, %443
  %445 = fmul double %444, %444
  %446 = tail call double @llvm.fma.f64(double %445, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %447 = tail call double @llvm.fma.f64(double %446, double %445, double 0x3EF3B2669F02676F)
  %448 = tail call double @llvm.fma.f64(double %447, double %445, double 0x3F1745CBA9AB0956)
  %449 = tail call double @llvm.fma.f64(double %448, double %445, double 0x3F3C71C72D1B5154)
  %450 = tail call double @llvm.fma.f64(double %449, double %445, double 0x3F624924923BE72D)
  %451 = tail call double @llvm.fma.f64(double %450, double %445, double 0x3F8999999999A3C4)
  %452 = tail call double @llvm.fma.f64(double %451, double %445, double 0x3FB5555555555554)
  %453 = fsub double %436, %444
  %454 = fmul double %453, 2.000000e+00
  %455 = fneg double %444
  %456 = tail call double @llvm.fma.f64(double %455, double %436, double %454)
  %457 = fmul double %442, %456
  %458 = fmul double %445, %452
  %459 = tail call double @llvm.fma.f64(double %458, double %444, double %457)
  %460 = xor i32 %435, -2147483648
  %461 = tail call double @llvm.nvvm.lohi.i2d(i32 %460, i32 1127219200) #13
  %462 = fsub double %461, %313
  %463 = tail call double @llvm.fma.f64(double %462, double 0x3FE62E42FEFA39EF, double %444)
  %464 = fneg double %462
  %465 = tail call double @llvm.fma.f64(double %464, double 0x3FE62E42FEFA39EF, double %463)
  %466 = fsub double %465, %444
  %467 = fsub double %459, %466
  %468 = tail call double @llvm.fma.f64(double %462, double 0x3C7ABC9E3B39803F, double %467)
  %469 = fadd double %463, %468
  br label %515

470:                                              ; preds = %415
  %471 = tail call double @llvm.fma.f64(double %416, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %472 = tail call i32 @llvm.nvvm.d2i.hi(double %416) #13
  %473 = and i32 %472, 2147483647
  %474 = icmp eq i32 %473, 0
  %475 = select i1 %474, double 0xFFF0000000000000, double %471
  br label %515

476:                                              ; preds = %397
  %477 = fdiv contract double 1.000000e+00, %327
  %478 = fsub contract double 0.000000e+00, %477
  %479 = fadd contract double %327, 1.000000e+00
  %480 = fcmp contract olt double %479, 6.000000e+00
  br i1 %480, label %481, label %400, !llvm.loop !15

481:                                              ; preds = %476
  %482 = fdiv contract double 1.000000e+00, %479
  %483 = fsub contract double %478, %482
  %484 = fadd contract double %479, 1.000000e+00
  %485 = fcmp contract olt double %484, 6.000000e+00
  br i1 %485, label %486, label %400, !llvm.loop !15

486:                                              ; preds = %481
  %487 = fdiv contract double 1.000000e+00, %484
  %488 = fsub contract double %483, %487
  %489 = fadd contract double %484, 1.000000e+00
  %490 = fcmp contract olt double %489, 6.000000e+00
  br i1 %490, label %491, label %400, !llvm.loop !15

491:                                              ; preds = %486
  %492 = fdiv contract double 1.000000e+00, %489
  %493 = fsub contract double %488, %492
  %494 = fadd contract double %489, 1.000000e+00
  %495 = fcmp contract olt double %494, 6.000000e+00
  br i1 %495, label %496, label %400, !llvm.loop !15

496:                                              ; preds = %491
  %497 = fdiv contract double 1.000000e+00, %494
  %498 = fsub contract double %493, %497
  %499 = fadd contract double %494, 1.000000e+00
  %500 = fcmp contract olt double %499, 6.000000e+00
  br i1 %500, label %501, label %400, !llvm.loop !15

501:                                              ; preds = %496
  %502 = fdiv contract double 1.000000e+00, %499
  %503 = fsub contract double %498, %502
  %504 = fadd contract double %499, 1.000000e+00
  %505 = fcmp contract olt double %504, 6.000000e+00
  br i1 %505, label %506, label %400, !llvm.loop !15

506:                                              ; preds = %501
  %507 = fdiv contract double 1.000000e+00, %504
  %508 = fsub contract double %503, %507
  %509 = fadd contract double %504, 1.000000e+00
  %510 = fcmp contract olt double %509, 6.000000e+00
  br i1 %510, label %511, label %400, !llvm.loop !15

511:                                              ; preds = %506
  %512 = fdiv contract double 1.000000e+00, %509
  %513 = fsub contract double %508, %512
  %514 = fadd contract double %509, 1.000000e+00
  br label %400

515:                                              ; preds = %422, %470
  %516 = phi double [ %469, %422 ], [ %475, %470 ]
  %517 = fdiv contract double 1.000000e+00, %409
  %518 = fmul contract double %517, %517
  %519 = fadd contract double %408, %516
  %520 = fmul contract double %517, 5.000000e-01
  %521 = fsub contract double %519, %520
  %522 = fmul contract double %518, 0x3F70410410410410
  %523 = fsub contract double 0x3F81111111111111, %522
  %524 = fmul contract double %518, %523
  %525 = fsub contract double 0x3FB5555555555555, %524
  %526 = fmul contract double %518, %525
  %527 = fsub contract double %521, %526
  %528 = fdiv contract double 1.000000e+00, %327
  br i1 %399, label %529, label %543

529:                                              ; preds = %515, %529
  %530 = phi double [ %536, %529 ], [ %327, %515 ]
  %531 = phi double [ %535, %529 ], [ 0.000000e+00, %515 ]
  %532 = phi i32 [ %537, %529 ], [ 0, %515 ]
  %533 = fmul contract double %530, %530
  %534 = fdiv contract double 1.000000e+00, %533
  %535 = fadd contract double %531, %534
  %536 = fadd contract double %530, 1.000000e+00
  %537 = add nuw nsw i32 %532, 1
  %538 = icmp samesign ult i32 %532, 7
  %539 = fcmp contract olt double %536, 6.000000e+00
  %540 = select i1 %538, i1 %539, i1 false
  br i1 %540, label %529, label %541, !llvm.loop !16

541:                                              ; preds = %529
  %542 = fdiv contract double 1.000000e+00, %536
  br label %543

543:                                              ; preds = %541, %515
  %544 = phi double [ %542, %541 ], [ %528, %515 ]
  %545 = phi double [ %535, %541 ], [ 0.000000e+00, %515 ]
  %546 = fmul contract double %544, %544
  %547 = fadd contract double %545, %544
  %548 = fmul contract double %546, 5.000000e-01
  %549 = fadd contract double %547, %548
  %550 = fmul contract double %544, %546
  %551 = fmul contract double %546, 0x3F98618618618618
  %552 = fsub contract double 0x3FA1111111111111, %551
  %553 = fmul contract double %546, %552
  %554 = fsub contract double 0x3FC5555555555555, %553
  %555 = fmul contract double %550, %554
  %556 = fadd contract double %549, %555
  %557 = fsub contract double %528, %556
  %558 = tail call noundef double @llvm.nvvm.fabs.f64(double %557)
  %559 = fcmp contract ogt double %558, 1.000000e-300
  br i1 %559, label %560, label %574

560:                                              ; preds = %543
  %561 = fsub contract double %398, %527
  %562 = fsub contract double %561, %316
  %563 = fdiv contract double %562, %557
  %564 = fsub contract double %327, %563
  %565 = fmul contract double %327, 5.000000e-01
  %566 = tail call noundef double @llvm.maxnum.f64(double %564, double %565)
  %567 = fmul contract double %327, 2.000000e+00
  %568 = fadd contract double %567, 1.000000e-03
  %569 = tail call noundef double @llvm.minnum.f64(double %566, double %568)
  %570 = fsub contract double %569, %327
  %571 = tail call noundef double @llvm.nvvm.fabs.f64(double %570)
  %572 = fmul contract double %327, 0x3D719799812DEA11
  %573 = fcmp contract olt double %571, %572
  br label %574

574:                                              ; preds = %543, %560
  %575 = phi double [ %569, %560 ], [ %327, %543 ]
  %576 = phi i1 [ %573, %560 ], [ true, %543 ]
  %577 = add nuw nsw i32 %328, 1
  %578 = icmp eq i32 %577, 10
  %579 = select i1 %576, i1 true, i1 %578
  br i1 %579, label %580, label %326, !llvm.loop !17

580:                                              ; preds = %574
  %581 = fdiv contract double %240, %575
  %582 = fadd contract double %575, -1.000000e+00
  %583 = fmul contract double %151, %582
  %584 = fdiv contract double %139, %581
  %585 = fsub contract double %583, %584
  %586 = tail call contract noundef double @_Z14lgamma_lanczosIdET_S0_(double noundef %575) #13
  %587 = tail call i32 @llvm.nvvm.d2i.hi(double %581) #13
  %588 = tail call i32 @llvm.nvvm.d2i.lo(double %581) #13
  %589 = icmp slt i32 %587, 1048576
  br i1 %589, label %590, label %594

590:                                              ; preds = %580
  %591 = fmul double %581, 0x4350000000000000
  %592 = tail call i32 @llvm.nvvm.d2i.lo(double %591) #13
  %593 = tail call i32 @llvm.nvvm.d2i.hi(double %591) #13
  br label %594

594:                                              ; preds = %590, %580
  %595 = phi double [ %591, %590 ], [ %581, %580 ]
  %596 = phi i32 [ %593, %590 ], [ %587, %580 ]
  %597 = phi i32 [ %592, %590 ], [ %588, %580 ]
  %598 = phi i32 [ -1077, %590 ], [ -1023, %580 ]
  %599 = add i32 %596, -1
  %600 = icmp ult i32 %599, 2146435071
  br i1 %600, label %601, label %649

601:                                              ; preds = %594
  %602 = lshr i32 %596, 20
  %603 = add nsw i32 %598, %602
  %604 = and i32 %596, 1048575
  %605 = or disjoint i32 %604, 1072693248
  %606 = tail call double @llvm.nvvm.lohi.i2d(i32 %597, i32 %605) #13
  %607 = icmp samesign ugt i32 %605, 1073127582
  %608 = tail call i32 @llvm.nvvm.d2i.lo(double %606) #13
  %609 = tail call i32 @llvm.nvvm.d2i.hi(double %606) #13
  %610 = add i32 %609, -1048576
  %611 = tail call double @llvm.nvvm.lohi.i2d(i32 %608, i32 %610) #13
  %612 = select i1 %607, double %611, double %606
  %613 = zext i1 %607 to i32
  %614 = add nsw i32 %603, %613
  %615 = fadd double %612, -1.000000e+00
  %616 = fadd double %612, 1.000000e+00
  %617 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %616) #13
  %618 = fneg double %616
  %619 = tail call double @llvm.fma.f64(double %618, double %617, double 1.000000e+00)
  %620 = tail call double @llvm.fma.f64(double %619, double %619, double %619)
  %621 = tail call double @llvm.fma.f64(double %620, double %617, double %617)
  %622 = fmul double %615, %621
  %623 = fadd double %622, %622
  %624 = fmul double %623, %623
  %625 = tail call double @llvm.fma.f64(double %624, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %626 = tail call double @llvm.fma.f64(double %625, double %624, double 0x3EF3B2669F02676F)
  %627 = tail call double @llvm.fma.f64(double %626, double %624, double 0x3F1745CBA9AB0956)
  %628 = tail call double @llvm.fma.f64(double %627, double %624, double 0x3F3C71C72D1B5154)
  %629 = tail call double @llvm.fma.f64(double %628, double %624, double 0x3F624924923BE72D)
  %630 = tail call double @llvm.fma.f64(double %629, double %624, double 0x3F8999999999A3C4)
  %631 = tail call double @llvm.fma.f64(double %630, double %624, double 0x3FB5555555555554)
  %632 = fsub double %615, %623
  %633 = fmul double %632, 2.000000e+00
  %634 = fneg double %623
  %635 = tail call double @llvm.fma.f64(double %634, double %615, double %633)
  %636 = fmul double %621, %635
  %637 = fmul double %624, %631
  %638 = tail call double @llvm.fma.f64(double %637, double %623, double %636)
  %639 = xor i32 %614, -2147483648
  %640 = tail call double @llvm.nvvm.lohi.i2d(i32 %639, i32 1127219200) #13
  %641 = fsub double %640, %313
  %642 = tail call double @llvm.fma.f64(double %641, double 0x3FE62E42FEFA39EF, double %623)
  %643 = fneg double %641
  %644 = tail call double @llvm.fma.f64(double %643, double 0x3FE62E42FEFA39EF, double %642)
  %645 = fsub double %644, %623
  %646 = fsub double %638, %645
  %647 = tail call double @llvm.fma.f64(double %641, double 0x3C7ABC9E3B39803F, double %646)
  %648 = fadd double %642, %647
  br label %655

649:                                              ; preds = %594
  %650 = tail call double @llvm.fma.f64(double %595, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %651 = tail call i32 @llvm.nvvm.d2i.hi(double %595) #13
  %652 = and i32 %651, 2147483647
  %653 = icmp eq i32 %652, 0
  %654 = select i1 %653, double 0xFFF0000000000000, double %650
  br label %655

655:                                              ; preds = %601, %649
  %656 = phi double [ %648, %601 ], [ %654, %649 ]
  %657 = fmul contract double %575, %656
  %658 = fadd contract double %586, %657
  %659 = fmul contract double %658, %239
  %660 = fsub contract double %585, %659
  %661 = fptrunc contract double %575 to float
  %662 = fptrunc contract double %581 to float
  %663 = fptrunc contract double %660 to float
  br label %664

664:                                              ; preds = %236, %655
  %665 = phi float [ %661, %655 ], [ 0.000000e+00, %236 ]
  %666 = phi float [ %662, %655 ], [ 0.000000e+00, %236 ]
  %667 = phi float [ %663, %655 ], [ 0.000000e+00, %236 ]
  %668 = getelementptr inbounds nuw %struct.float3, ptr %4, i64 %18
  store float %665, ptr %668, align 4, !tbaa !11
  %669 = getelementptr inbounds nuw i8, ptr %668, i64 4
  store float %666, ptr %669, align 4, !tbaa !11
  %670 = getelementptr inbounds nuw i8, ptr %668, i64 8
  store float %667, ptr %670, align 4, !tbaa !11
  br label %671

671:                                              ; preds = %664, %29, %5
  ret void
}

; Function Attrs: noinline nounwind
define linkonce_odr dso_local noundef double @_Z14lgamma_lanczosIdET_S0_(double noundef %0) local_unnamed_addr #2 comdat {
  %2 = fcmp contract olt double %0, 5.000000e-01
  br i1 %2, label %3, label %131

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
  %64 = tail call i32 @llvm.nvvm.d2i.lo(double %63) #13
  %65 = tail call i32 @llvm.nvvm.d2i.hi(double %63) #13
  br label %66

66:                                               ; preds = %62, %22
  %67 = phi double [ %63, %62 ], [ %58, %22 ]
  %68 = phi i32 [ %65, %62 ], [ %59, %22 ]
  %69 = phi i32 [ %64, %62 ], [ %60, %22 ]
  %70 = phi i32 [ -1077, %62 ], [ -1023, %22 ]
  %71 = add i32 %68, -1
  %72 = icmp ult i32 %71, 2146435071
  br i1 %72, label %73, label %122

73:                                               ; preds = %66
  %74 = lshr i32 %68, 20
  %75 = add nsw i32 %70, %74
  %76 = and i32 %68, 1048575
  %77 = or disjoint i32 %76, 1072693248
  %78 = tail call double @llvm.nvvm.lohi.i2d(i32 %69, i32 %77) #13
  %79 = icmp samesign ugt i32 %77, 1073127582
  %80 = tail call i32 @llvm.nvvm.d2i.lo(double %78) #13
  %81 = tail call i32 @llvm.nvvm.d2i.hi(double %78) #13
  %82 = add i32 %81, -1048576
  %83 = tail call double @llvm.nvvm.lohi.i2d(i32 %80, i32 %82) #13
  %84 = select i1 %79, double %83, double %78
  %85 = zext i1 %79 to i32
  %86 = add nsw i32 %75, %85
  %87 = fadd double %84, -1.000000e+00
  %88 = fadd double %84, 1.000000e+00
  %89 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %88) #13
  %90 = fneg double %88
  %91 = tail call double @llvm.fma.f64(double %90, double %89, double 1.000000e+00)
  %92 = tail call double @llvm.fma.f64(double %91, double %91, double %91)
  %93 = tail call double @llvm.fma.f64(double %92, double %89, double %89)
  %94 = fmul double %87, %93
  %95 = fadd double %94, %94
  %96 = fmul double %95, %95
  %97 = tail call double @llvm.fma.f64(double %96, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %98 = tail call double @llvm.fma.f64(double %97, double %96, double 0x3EF3B2669F02676F)
  %99 = tail call double @llvm.fma.f64(double %98, double %96, double 0x3F1745CBA9AB0956)
  %100 = tail call double @llvm.fma.f64(double %99, double %96, double 0x3F3C71C72D1B5154)
  %101 = tail call double @llvm.fma.f64(double %100, double %96, double 0x3F624924923BE72D)
  %102 = tail call double @llvm.fma.f64(double %101, double %96, double 0x3F8999999999A3C4)
  %103 = tail call double @llvm.fma.f64(double %102, double %96, double 0x3FB5555555555554)
  %104 = fsub double %87, %95
  %105 = fmul double %104, 2.000000e+00
  %106 = fneg double %95
  %107 = tail call double @llvm.fma.f64(double %106, double %87, double %105)
  %108 = fmul double %93, %107
  %109 = fmul double %96, %103
  %110 = tail call double @llvm.fma.f64(double %109, double %95, double %108)
  %111 = xor i32 %86, -2147483648
  %112 = tail call double @llvm.nvvm.lohi.i2d(i32 %111, i32 1127219200) #13
  %113 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #13
  %114 = fsub double %112, %113
  %115 = tail call double @llvm.fma.f64(double %114, double 0x3FE62E42FEFA39EF, double %95)
  %116 = fneg double %114
  %117 = tail call double @llvm.fma.f64(double %116, double 0x3FE62E42FEFA39EF, double %115)
  %118 = fsub double %117, %95
  %119 = fsub double %110, %118
  %120 = tail call double @llvm.fma.f64(double %114, double 0x3C7ABC9E3B39803F, double %119)
  %121 = fadd double %115, %120
  br label %128

122:                                              ; preds = %66
  %123 = tail call double @llvm.fma.f64(double %67, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %124 = tail call i32 @llvm.nvvm.d2i.hi(double %67) #13
  %125 = and i32 %124, 2147483647
  %126 = icmp eq i32 %125, 0
  %127 = select i1 %126, double 0xFFF0000000000000, double %123
  br label %128

128:                                              ; preds = %73, %122
  %129 = phi double [ %121, %73 ], [ %127, %122 ]
  %130 = fsub contract double 1.000000e+00, %0
  br label %131

131:                                              ; preds = %128, %1
  %132 = phi double [ %129, %128 ], [ 0.000000e+00, %1 ]
  %133 = phi double [ %130, %128 ], [ %0, %1 ]
  %134 = fadd contract double %133, -1.000000e+00
  %135 = fadd contract double %134, 1.000000e+00
  %136 = fdiv contract double 0x40852429B6C30B05, %135
  %137 = fadd contract double %136, 0x3FEFFFFFFFFFF950
  %138 = fadd contract double %134, 2.000000e+00
  %139 = fdiv contract double 0xC093AC8E8ED4171B, %138
  %140 = fadd contract double %137, %139
  %141 = fadd contract double %134, 3.000000e+00
  %142 = fdiv contract double 0x40881A9661D3B4D8, %141
  %143 = fadd contract double %140, %142
  %144 = fadd contract double %134, 4.000000e+00
  %145 = fdiv contract double 0xC06613AE51A32F5D, %144
  %146 = fadd contract double %143, %145
  %147 = fadd contract double %134, 5.000000e+00
  %148 = fdiv contract double 0x402903C27F8B9C81, %147
  %149 = fadd contract double %146, %148
  %150 = fadd contract double %134, 6.000000e+00
  %151 = fdiv contract double 0xBFC1BCB2992B2855, %150
  %152 = fadd contract double %149, %151
  %153 = fadd contract double %134, 7.000000e+00
  %154 = fdiv contract double 0x3EE4F0514E4E324F, %153
  %155 = fadd contract double %152, %154
  %156 = fadd contract double %134, 8.000000e+00
  %157 = fdiv contract double 0x3E8435508F3FAEEF, %156
  %158 = fadd contract double %155, %157
  %159 = fadd contract double %134, 7.500000e+00
  %160 = tail call i32 @llvm.nvvm.d2i.hi(double %159) #13
  %161 = tail call i32 @llvm.nvvm.d2i.lo(double %159) #13
  %162 = icmp slt i32 %160, 1048576
  br i1 %162, label %163, label %167

163:                                              ; preds = %131
  %164 = fmul double %159, 0x4350000000000000
  %165 = tail call i32 @llvm.nvvm.d2i.lo(double %164) #13
  %166 = tail call i32 @llvm.nvvm.d2i.hi(double %164) #13
  br label %167

167:                                              ; preds = %163, %131
  %168 = phi double [ %164, %163 ], [ %159, %131 ]
  %169 = phi i32 [ %166, %163 ], [ %160, %131 ]
  %170 = phi i32 [ %165, %163 ], [ %161, %131 ]
  %171 = phi i32 [ -1077, %163 ], [ -1023, %131 ]
  %172 = add i32 %169, -1
  %173 = icmp ult i32 %172, 2146435071
  br i1 %173, label %174, label %223

174:                                              ; preds = %167
  %175 = lshr i32 %169, 20
  %176 = add nsw i32 %171, %175
  %177 = and i32 %169, 1048575
  %178 = or disjoint i32 %177, 1072693248
  %179 = tail call double @llvm.nvvm.lohi.i2d(i32 %170, i32 %178) #13
  %180 = icmp samesign ugt i32 %178, 1073127582
  %181 = tail call i32 @llvm.nvvm.d2i.lo(double %179) #13
  %182 = tail call i32 @llvm.nvvm.d2i.hi(double %179) #13
  %183 = add i32 %182, -1048576
  %184 = tail call double @llvm.nvvm.lohi.i2d(i32 %181, i32 %183) #13
  %185 = select i1 %180, double %184, double %179
  %186 = zext i1 %180 to i32
  %187 = add nsw i32 %176, %186
  %188 = fadd double %185, -1.000000e+00
  %189 = fadd double %185, 1.000000e+00
  %190 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %189) #13
  %191 = fneg double %189
  %192 = tail call double @llvm.fma.f64(double %191, double %190, double 1.000000e+00)
  %193 = tail call double @llvm.fma.f64(double %192, double %192, double %192)
  %194 = tail call double @llvm.fma.f64(double %193, double %190, double %190)
  %195 = fmul double %188, %194
  %196 = fadd double %195, %195
  %197 = fmul double %196, %196
  %198 = tail call double @llvm.fma.f64(double %197, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %199 = tail call double @llvm.fma.f64(double %198, double %197, double 0x3EF3B2669F02676F)
  %200 = tail call double @llvm.fma.f64(double %199, double %197, double 0x3F1745CBA9AB0956)
  %201 = tail call double @llvm.fma.f64(double %200, double %197, double 0x3F3C71C72D1B5154)
  %202 = tail call double @llvm.fma.f64(double %201, double %197, double 0x3F624924923BE72D)
  %203 = tail call double @llvm.fma.f64(double %202, double %197, double 0x3F8999999999A3C4)
  %204 = tail call double @llvm.fma.f64(double %203, double %197, double 0x3FB5555555555554)
  %205 = fsub double %188, %196
  %206 = fmul double %205, 2.000000e+00
  %207 = fneg double %196
  %208 = tail call double @llvm.fma.f64(double %207, double %188, double %206)
  %209 = fmul double %194, %208
  %210 = fmul double %197, %204
  %211 = tail call double @llvm.fma.f64(double %210, double %196, double %209)
  %212 = xor i32 %187, -2147483648
  %213 = tail call double @llvm.nvvm.lohi.i2d(i32 %212, i32 1127219200) #13
  %214 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #13
  %215 = fsub double %213, %214
  %216 = tail call double @llvm.fma.f64(double %215, double 0x3FE62E42FEFA39EF, double %196)
  %217 = fneg double %215
  %218 = tail call double @llvm.fma.f64(double %217, double 0x3FE62E42FEFA39EF, double %216)
  %219 = fsub double %218, %196
  %220 = fsub double %211, %219
  %221 = tail call double @llvm.fma.f64(double %215, double 0x3C7ABC9E3B39803F, double %220)
  %222 = fadd double %216, %221
  br label %229

223:                                              ; preds = %167
  %224 = tail call double @llvm.fma.f64(double %168, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %225 = tail call i32 @llvm.nvvm.d2i.hi(double %168) #13
  %226 = and i32 %225, 2147483647
  %227 = icmp eq i32 %226, 0
  %228 = select i1 %227, double 0xFFF0000000000000, double %224
  br label %229

229:                                              ; preds = %174, %223
  %230 = phi double [ %222, %174 ], [ %228, %223 ]
  %231 = tail call noundef double @llvm.nvvm.fabs.f64(double %158)
  %232 = tail call i32 @llvm.nvvm.d2i.hi(double %231) #13
  %233 = tail call i32 @llvm.nvvm.d2i.lo(double %231) #13
  %234 = icmp slt i32 %232, 1048576
  br i1 %234, label %235, label %239

235:                                              ; preds = %229
  %236 = fmul double %231, 0x4350000000000000
  %237 = tail call i32 @llvm.nvvm.d2i.lo(double %236) #13
  %238 = tail call i32 @llvm.nvvm.d2i.hi(double %236) #13
  br label %239

239:                                              ; preds = %235, %229
  %240 = phi double [ %236, %235 ], [ %231, %229 ]
  %241 = phi i32 [ %238, %235 ], [ %232, %229 ]
  %242 = phi i32 [ %237, %235 ], [ %233, %229 ]
  %243 = phi i32 [ -1077, %235 ], [ -1023, %229 ]
  %244 = add i32 %241, -1
  %245 = icmp ult i32 %244, 2146435071
  br i1 %245, label %246, label %295

246:                                              ; preds = %239
  %247 = lshr i32 %241, 20
  %248 = add nsw i32 %243, %247
  %249 = and i32 %241, 1048575
  %250 = or disjoint i32 %249, 1072693248
  %251 = tail call double @llvm.nvvm.lohi.i2d(i32 %242, i32 %250) #13
  %252 = icmp samesign ugt i32 %250, 1073127582
  %253 = tail call i32 @llvm.nvvm.d2i.lo(double %251) #13
  %254 = tail call i32 @llvm.nvvm.d2i.hi(double %251) #13
  %255 = add i32 %254, -1048576
  %256 = tail call double @llvm.nvvm.lohi.i2d(i32 %253, i32 %255) #13
  %257 = select i1 %252, double %256, double %251
  %258 = zext i1 %252 to i32
  %259 = add nsw i32 %248, %258
  %260 = fadd double %257, -1.000000e+00
  %261 = fadd double %257, 1.000000e+00
  %262 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %261) #13
  %263 = fneg double %261
  %264 = tail call double @llvm.fma.f64(double %263, double %262, double 1.000000e+00)
  %265 = tail call double @llvm.fma.f64(double %264, double %264, double %264)
  %266 = tail call double @llvm.fma.f64(double %265, double %262, double %262)
  %267 = fmul double %260, %266
  %268 = fadd double %267, %267
  %269 = fmul double %268, %268
  %270 = tail call double @llvm.fma.f64(double %269, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %271 = tail call double @llvm.fma.f64(double %270, double %269, double 0x3EF3B2669F02676F)
  %272 = tail call double @llvm.fma.f64(double %271, double %269, double 0x3F1745CBA9AB0956)
  %273 = tail call double @llvm.fma.f64(double %272, double %269, double 0x3F3C71C72D1B5154)
  %274 = tail call double @llvm.fma.f64(double %273, double %269, double 0x3F624924923BE72D)
  %275 = tail call double @llvm.fma.f64(double %274, double %269, double 0x3F8999999999A3C4)
  %276 = tail call double @llvm.fma.f64(double %275, double %269, double 0x3FB5555555555554)
  %277 = fsub double %260, %268
  %278 = fmul double %277, 2.000000e+00
  %279 = fneg double %268
  %280 = tail call double @llvm.fma.f64(double %279, double %260, double %278)
  %281 = fmul double %266, %280
  %282 = fmul double %269, %276
  %283 = tail call double @llvm.fma.f64(double %282, double %268, double %281)
  %284 = xor i32 %259, -2147483648
  %285 = tail call double @llvm.nvvm.lohi.i2d(i32 %284, i32 1127219200) #13
  %286 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #13
  %287 = fsub double %285, %286
  %288 = tail call double @llvm.fma.f64(double %287, double 0x3FE62E42FEFA39EF, double %268)
  %289 = fneg double %287
  %290 = tail call double @llvm.fma.f64(double %289, double 0x3FE62E42FEFA39EF, double %288)
  %291 = fsub double %290, %268
  %292 = fsub double %283, %291
  %293 = tail call double @llvm.fma.f64(double %287, double 0x3C7ABC9E3B39803F, double %292)
  %294 = fadd double %288, %293
  br label %301

295:                                              ; preds = %239
  %296 = tail call double @llvm.fma.f64(double %240, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %297 = tail call i32 @llvm.nvvm.d2i.hi(double %240) #13
  %298 = and i32 %297, 2147483647
  %299 = icmp eq i32 %298, 0
  %300 = select i1 %299, double 0xFFF0000000000000, double %296
  br label %301

301:                                              ; preds = %246, %295
  %302 = phi double [ %294, %246 ], [ %300, %295 ]
  %303 = fadd contract double %134, 5.000000e-01
  %304 = fmul contract double %303, %230
  %305 = fadd contract double %304, 0x3FED67F1C864BEB5
  %306 = fsub contract double %305, %159
  %307 = fadd contract double %306, %302
  %308 = fcmp contract une double %132, 0.000000e+00
  %309 = fsub contract double %132, %307
  %310 = select contract i1 %308, double %309, double %307
  ret double %310
}

; Function Attrs: noinline norecurse nounwind
define dso_local ptx_kernel void @chi2_sf_f32(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i64 noundef %3) local_unnamed_addr #3 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !18)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !21)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !23)
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
  %21 = load i32, ptr %20, align 4, !tbaa !6, !alias.scope !21, !noalias !25
  %22 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %21, i32 1)
  %23 = tail call i32 @llvm.umin.i32(i32 %22, i32 1000)
  %24 = getelementptr inbounds nuw float, ptr %0, i64 %19
  %25 = load float, ptr %24, align 4, !tbaa !11, !alias.scope !18, !noalias !26
  %26 = tail call noundef float @llvm.maxnum.f32(float %25, float 0.000000e+00)
  %27 = uitofp nneg i32 %23 to float
  %28 = fmul contract float %27, 5.000000e-01
  %29 = fmul contract float %26, 5.000000e-01
  %30 = tail call contract noundef float @_Z7gamma_qIfET_S0_S0_(float noundef %28, float noundef %29) #13, !noalias !27
  %31 = getelementptr inbounds nuw float, ptr %2, i64 %19
  store float %30, ptr %31, align 4, !tbaa !11, !alias.scope !23, !noalias !28
  %32 = add nuw nsw i64 %19, %17
  %33 = icmp slt i64 %32, %3
  br i1 %33, label %18, label %34, !llvm.loop !29

34:                                               ; preds = %18, %4
  ret void
}

; Function Attrs: noinline norecurse nounwind
define dso_local ptx_kernel void @chi2_sf_f64(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i64 noundef %3) local_unnamed_addr #3 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !30)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !33)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !35)
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
  %21 = load i32, ptr %20, align 4, !tbaa !6, !alias.scope !33, !noalias !37
  %22 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %21, i32 1)
  %23 = tail call i32 @llvm.umin.i32(i32 %22, i32 1000)
  %24 = getelementptr inbounds nuw double, ptr %0, i64 %19
  %25 = load double, ptr %24, align 8, !tbaa !38, !alias.scope !30, !noalias !40
  %26 = tail call noundef double @llvm.maxnum.f64(double %25, double 0.000000e+00)
  %27 = uitofp nneg i32 %23 to double
  %28 = fmul contract double %27, 5.000000e-01
  %29 = fmul contract double %26, 5.000000e-01
  %30 = tail call contract noundef double @_Z7gamma_qIdET_S0_S0_(double noundef %28, double noundef %29) #13, !noalias !41
  %31 = getelementptr inbounds nuw double, ptr %2, i64 %19
  store double %30, ptr %31, align 8, !tbaa !38, !alias.scope !35, !noalias !42
  %32 = add nuw nsw i64 %19, %17
  %33 = icmp slt i64 %32, %3
  br i1 %33, label %18, label %34, !llvm.loop !43

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
  %18 = load double, ptr %17, align 8, !tbaa !38
  %19 = zext nneg i32 %11 to i64
  %20 = getelementptr inbounds nuw double, ptr %1, i64 %19
  %21 = load double, ptr %20, align 8, !tbaa !38
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
  store double %23, ptr %34, align 8, !tbaa !38
  %35 = getelementptr inbounds nuw i8, ptr %34, i64 8
  store double %24, ptr %35, align 8, !tbaa !38
  %36 = getelementptr inbounds nuw i8, ptr %34, i64 16
  store double %29, ptr %36, align 8, !tbaa !38
  %37 = getelementptr inbounds nuw i8, ptr %34, i64 24
  store double %30, ptr %37, align 8, !tbaa !38
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
  store double %432, ptr %433, align 8, !tbaa !38
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
  br i1 %58, label %59, label %43, !llvm.loop !44

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
  br i1 %109, label %110, label %80, !llvm.loop !45

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
  br i1 %3, label %4, label %132

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
  %65 = tail call i32 @llvm.nvvm.d2i.lo(double %64) #13
  %66 = tail call i32 @llvm.nvvm.d2i.hi(double %64) #13
  br label %67

67:                                               ; preds = %63, %23
  %68 = phi double [ %64, %63 ], [ %59, %23 ]
  %69 = phi i32 [ %66, %63 ], [ %60, %23 ]
  %70 = phi i32 [ %65, %63 ], [ %61, %23 ]
  %71 = phi i32 [ -1077, %63 ], [ -1023, %23 ]
  %72 = add i32 %69, -1
  %73 = icmp ult i32 %72, 2146435071
  br i1 %73, label %74, label %123

74:                                               ; preds = %67
  %75 = lshr i32 %69, 20
  %76 = add nsw i32 %71, %75
  %77 = and i32 %69, 1048575
  %78 = or disjoint i32 %77, 1072693248
  %79 = tail call double @llvm.nvvm.lohi.i2d(i32 %70, i32 %78) #13
  %80 = icmp samesign ugt i32 %78, 1073127582
  %81 = tail call i32 @llvm.nvvm.d2i.lo(double %79) #13
  %82 = tail call i32 @llvm.nvvm.d2i.hi(double %79) #13
  %83 = add i32 %82, -1048576
  %84 = tail call double @llvm.nvvm.lohi.i2d(i32 %81, i32 %83) #13
  %85 = select i1 %80, double %84, double %79
  %86 = zext i1 %80 to i32
  %87 = add nsw i32 %76, %86
  %88 = fadd double %85, -1.000000e+00
  %89 = fadd double %85, 1.000000e+00
  %90 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %89) #13
  %91 = fneg double %89
  %92 = tail call double @llvm.fma.f64(double %91, double %90, double 1.000000e+00)
  %93 = tail call double @llvm.fma.f64(double %92, double %92, double %92)
  %94 = tail call double @llvm.fma.f64(double %93, double %90, double %90)
  %95 = fmul double %88, %94
  %96 = fadd double %95, %95
  %97 = fmul double %96, %96
  %98 = tail call double @llvm.fma.f64(double %97, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %99 = tail call double @llvm.fma.f64(double %98, double %97, double 0x3EF3B2669F02676F)
  %100 = tail call double @llvm.fma.f64(double %99, double %97, double 0x3F1745CBA9AB0956)
  %101 = tail call double @llvm.fma.f64(double %100, double %97, double 0x3F3C71C72D1B5154)
  %102 = tail call double @llvm.fma.f64(double %101, double %97, double 0x3F624924923BE72D)
  %103 = tail call double @llvm.fma.f64(double %102, double %97, double 0x3F8999999999A3C4)
  %104 = tail call double @llvm.fma.f64(double %103, double %97, double 0x3FB5555555555554)
  %105 = fsub double %88, %96
  %106 = fmul double %105, 2.000000e+00
  %107 = fneg double %96
  %108 = tail call double @llvm.fma.f64(double %107, double %88, double %106)
  %109 = fmul double %94, %108
  %110 = fmul double %97, %104
  %111 = tail call double @llvm.fma.f64(double %110, double %96, double %109)
  %112 = xor i32 %87, -2147483648
  %113 = tail call double @llvm.nvvm.lohi.i2d(i32 %112, i32 1127219200) #13
  %114 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #13
  %115 = fsub double %113, %114
  %116 = tail call double @llvm.fma.f64(double %115, double 0x3FE62E42FEFA39EF, double %96)
  %117 = fneg double %115
  %118 = tail call double @llvm.fma.f64(double %117, double 0x3FE62E42FEFA39EF, double %116)
  %119 = fsub double %118, %96
  %120 = fsub double %111, %119
  %121 = tail call double @llvm.fma.f64(double %115, double 0x3C7ABC9E3B39803F, double %120)
  %122 = fadd double %116, %121
  br label %129

123:                                              ; preds = %67
  %124 = tail call double @llvm.fma.f64(double %68, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %125 = tail call i32 @llvm.nvvm.d2i.hi(double %68) #13
  %126 = and i32 %125, 2147483647
  %127 = icmp eq i32 %126, 0
  %128 = select i1 %127, double 0xFFF0000000000000, double %124
  br label %129

129:                                              ; preds = %74, %123
  %130 = phi double [ %122, %74 ], [ %128, %123 ]
  %131 = fsub contract double 1.000000e+00, %2
  br label %132

132:                                              ; preds = %129, %1
  %133 = phi double [ %130, %129 ], [ 0.000000e+00, %1 ]
  %134 = phi double [ %131, %129 ], [ %2, %1 ]
  %135 = fadd contract double %134, -1.000000e+00
  %136 = fadd contract double %135, 1.000000e+00
  %137 = fdiv contract double 0x40852429B6C30B05, %136
  %138 = fadd contract double %137, 0x3FEFFFFFFFFFF950
  %139 = fadd contract double %135, 2.000000e+00
  %140 = fdiv contract double 0xC093AC8E8ED4171B, %139
  %141 = fadd contract double %138, %140
  %142 = fadd contract double %135, 3.000000e+00
  %143 = fdiv contract double 0x40881A9661D3B4D8, %142
  %144 = fadd contract double %141, %143
  %145 = fadd contract double %135, 4.000000e+00
  %146 = fdiv contract double 0xC06613AE51A32F5D, %145
  %147 = fadd contract double %144, %146
  %148 = fadd contract double %135, 5.000000e+00
  %149 = fdiv contract double 0x402903C27F8B9C81, %148
  %150 = fadd contract double %147, %149
  %151 = fadd contract double %135, 6.000000e+00
  %152 = fdiv contract double 0xBFC1BCB2992B2855, %151
  %153 = fadd contract double %150, %152
  %154 = fadd contract double %135, 7.000000e+00
  %155 = fdiv contract double 0x3EE4F0514E4E324F, %154
  %156 = fadd contract double %153, %155
  %157 = fadd contract double %135, 8.000000e+00
  %158 = fdiv contract double 0x3E8435508F3FAEEF, %157
  %159 = fadd contract double %156, %158
  %160 = fadd contract double %135, 7.500000e+00
  %161 = tail call i32 @llvm.nvvm.d2i.hi(double %160) #13
  %162 = tail call i32 @llvm.nvvm.d2i.lo(double %160) #13
  %163 = icmp slt i32 %161, 1048576
  br i1 %163, label %164, label %168

164:                                              ; preds = %132
  %165 = fmul double %160, 0x4350000000000000
  %166 = tail call i32 @llvm.nvvm.d2i.lo(double %165) #13
  %167 = tail call i32 @llvm.nvvm.d2i.hi(double %165) #13
  br label %168

168:                                              ; preds = %164, %132
  %169 = phi double [ %165, %164 ], [ %160, %132 ]
  %170 = phi i32 [ %167, %164 ], [ %161, %132 ]
  %171 = phi i32 [ %166, %164 ], [ %162, %132 ]
  %172 = phi i32 [ -1077, %164 ], [ -1023, %132 ]
  %173 = add i32 %170, -1
  %174 = icmp ult i32 %173, 2146435071
  br i1 %174, label %175, label %224

175:                                              ; preds = %168
  %176 = lshr i32 %170, 20
  %177 = add nsw i32 %172, %176
  %178 = and i32 %170, 1048575
  %179 = or disjoint i32 %178, 1072693248
  %180 = tail call double @llvm.nvvm.lohi.i2d(i32 %171, i32 %179) #13
  %181 = icmp samesign ugt i32 %179, 1073127582
  %182 = tail call i32 @llvm.nvvm.d2i.lo(double %180) #13
  %183 = tail call i32 @llvm.nvvm.d2i.hi(double %180) #13
  %184 = add i32 %183, -1048576
  %185 = tail call double @llvm.nvvm.lohi.i2d(i32 %182, i32 %184) #13
  %186 = select i1 %181, double %185, double %180
  %187 = zext i1 %181 to i32
  %188 = add nsw i32 %177, %187
  %189 = fadd double %186, -1.000000e+00
  %190 = fadd double %186, 1.000000e+00
  %191 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %190) #13
  %192 = fneg double %190
  %193 = tail call double @llvm.fma.f64(double %192, double %191, double 1.000000e+00)
  %194 = tail call double @llvm.fma.f64(double %193, double %193, double %193)
  %195 = tail call double @llvm.fma.f64(double %194, double %191, double %191)
  %196 = fmul double %189, %195
  %197 = fadd double %196, %196
  %198 = fmul double %197, %197
  %199 = tail call double @llvm.fma.f64(double %198, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %200 = tail call double @llvm.fma.f64(double %199, double %198, double 0x3EF3B2669F02676F)
  %201 = tail call double @llvm.fma.f64(double %200, double %198, double 0x3F1745CBA9AB0956)
  %202 = tail call double @llvm.fma.f64(double %201, double %198, double 0x3F3C71C72D1B5154)
  %203 = tail call double @llvm.fma.f64(double %202, double %198, double 0x3F624924923BE72D)
  %204 = tail call double @llvm.fma.f64(double %203, double %198, double 0x3F8999999999A3C4)
  %205 = tail call double @llvm.fma.f64(double %204, double %198, double 0x3FB5555555555554)
  %206 = fsub double %189, %197
  %207 = fmul double %206, 2.000000e+00
  %208 = fneg double %197
  %209 = tail call double @llvm.fma.f64(double %208, double %189, double %207)
  %210 = fmul double %195, %209
  %211 = fmul double %198, %205
  %212 = tail call double @llvm.fma.f64(double %211, double %197, double %210)
  %213 = xor i32 %188, -2147483648
  %214 = tail call double @llvm.nvvm.lohi.i2d(i32 %213, i32 1127219200) #13
  %215 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #13
  %216 = fsub double %214, %215
  %217 = tail call double @llvm.fma.f64(double %216, double 0x3FE62E42FEFA39EF, double %197)
  %218 = fneg double %216
  %219 = tail call double @llvm.fma.f64(double %218, double 0x3FE62E42FEFA39EF, double %217)
  %220 = fsub double %219, %197
  %221 = fsub double %212, %220
  %222 = tail call double @llvm.fma.f64(double %216, double 0x3C7ABC9E3B39803F, double %221)
  %223 = fadd double %217, %222
  br label %230

224:                                              ; preds = %168
  %225 = tail call double @llvm.fma.f64(double %169, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %226 = tail call i32 @llvm.nvvm.d2i.hi(double %169) #13
  %227 = and i32 %226, 2147483647
  %228 = icmp eq i32 %227, 0
  %229 = select i1 %228, double 0xFFF0000000000000, double %225
  br label %230

230:                                              ; preds = %175, %224
  %231 = phi double [ %223, %175 ], [ %229, %224 ]
  %232 = tail call noundef double @llvm.nvvm.fabs.f64(double %159)
  %233 = tail call i32 @llvm.nvvm.d2i.hi(double %232) #13
  %234 = tail call i32 @llvm.nvvm.d2i.lo(double %232) #13
  %235 = icmp slt i32 %233, 1048576
  br i1 %235, label %236, label %240

236:                                              ; preds = %230
  %237 = fmul double %232, 0x4350000000000000
  %238 = tail call i32 @llvm.nvvm.d2i.lo(double %237) #13
  %239 = tail call i32 @llvm.nvvm.d2i.hi(double %237) #13
  br label %240

240:                                              ; preds = %236, %230
  %241 = phi double [ %237, %236 ], [ %232, %230 ]
  %242 = phi i32 [ %239, %236 ], [ %233, %230 ]
  %243 = phi i32 [ %238, %236 ], [ %234, %230 ]
  %244 = phi i32 [ -1077, %236 ], [ -1023, %230 ]
  %245 = add i32 %242, -1
  %246 = icmp ult i32 %245, 2146435071
  br i1 %246, label %247, label %296

247:                                              ; preds = %240
  %248 = lshr i32 %242, 20
  %249 = add nsw i32 %244, %248
  %250 = and i32 %242, 1048575
  %251 = or disjoint i32 %250, 1072693248
  %252 = tail call double @llvm.nvvm.lohi.i2d(i32 %243, i32 %251) #13
  %253 = icmp samesign ugt i32 %251, 1073127582
  %254 = tail call i32 @llvm.nvvm.d2i.lo(double %252) #13
  %255 = tail call i32 @llvm.nvvm.d2i.hi(double %252) #13
  %256 = add i32 %255, -1048576
  %257 = tail call double @llvm.nvvm.lohi.i2d(i32 %254, i32 %256) #13
  %258 = select i1 %253, double %257, double %252
  %259 = zext i1 %253 to i32
  %260 = add nsw i32 %249, %259
  %261 = fadd double %258, -1.000000e+00
  %262 = fadd double %258, 1.000000e+00
  %263 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %262) #13
  %264 = fneg double %262
  %265 = tail call double @llvm.fma.f64(double %264, double %263, double 1.000000e+00)
  %266 = tail call double @llvm.fma.f64(double %265, double %265, double %265)
  %267 = tail call double @llvm.fma.f64(double %266, double %263, double %263)
  %268 = fmul double %261, %267
  %269 = fadd double %268, %268
  %270 = fmul double %269, %269
  %271 = tail call double @llvm.fma.f64(double %270, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %272 = tail call double @llvm.fma.f64(double %271, double %270, double 0x3EF3B2669F02676F)
  %273 = tail call double @llvm.fma.f64(double %272, double %270, double 0x3F1745CBA9AB0956)
  %274 = tail call double @llvm.fma.f64(double %273, double %270, double 0x3F3C71C72D1B5154)
  %275 = tail call double @llvm.fma.f64(double %274, double %270, double 0x3F624924923BE72D)
  %276 = tail call double @llvm.fma.f64(double %275, double %270, double 0x3F8999999999A3C4)
  %277 = tail call double @llvm.fma.f64(double %276, double %270, double 0x3FB5555555555554)
  %278 = fsub double %261, %269
  %279 = fmul double %278, 2.000000e+00
  %280 = fneg double %269
  %281 = tail call double @llvm.fma.f64(double %280, double %261, double %279)
  %282 = fmul double %267, %281
  %283 = fmul double %270, %277
  %284 = tail call double @llvm.fma.f64(double %283, double %269, double %282)
  %285 = xor i32 %260, -2147483648
  %286 = tail call double @llvm.nvvm.lohi.i2d(i32 %285, i32 1127219200) #13
  %287 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #13
  %288 = fsub double %286, %287
  %289 = tail call double @llvm.fma.f64(double %288, double 0x3FE62E42FEFA39EF, double %269)
  %290 = fneg double %288
  %291 = tail call double @llvm.fma.f64(double %290, double 0x3FE62E42FEFA39EF, double %289)
  %292 = fsub double %291, %269
  %293 = fsub double %284, %292
  %294 = tail call double @llvm.fma.f64(double %288, double 0x3C7ABC9E3B39803F, double %293)
  %295 = fadd double %289, %294
  br label %302

296:                                              ; preds = %240
  %297 = tail call double @llvm.fma.f64(double %241, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %298 = tail call i32 @llvm.nvvm.d2i.hi(double %241) #13
  %299 = and i32 %298, 2147483647
  %300 = icmp eq i32 %299, 0
  %301 = select i1 %300, double 0xFFF0000000000000, double %297
  br label %302

302:                                              ; preds = %247, %296
  %303 = phi double [ %295, %247 ], [ %301, %296 ]
  %304 = fadd contract double %135, 5.000000e-01
  %305 = fmul contract double %304, %231
  %306 = fadd contract double %305, 0x3FED67F1C864BEB5
  %307 = fsub contract double %306, %160
  %308 = fadd contract double %307, %303
  %309 = fcmp contract une double %133, 0.000000e+00
  %310 = fsub contract double %133, %308
  %311 = select contract i1 %309, double %310, double %308
  %312 = fptrunc contract double %311 to float
  ret float %312
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #6

; Function Attrs: noinline nounwind
define linkonce_odr dso_local noundef double @_Z7gamma_qIdET_S0_S0_(double noundef %0, double noundef %1) local_unnamed_addr #2 comdat {
  %3 = fcmp contract ogt double %0, 0.000000e+00
  %4 = fcmp contract ogt double %1, 0.000000e+00
  %5 = and i1 %3, %4
  br i1 %5, label %6, label %229

6:                                                ; preds = %2
  %7 = tail call i32 @llvm.nvvm.d2i.hi(double %1) #13
  %8 = tail call i32 @llvm.nvvm.d2i.lo(double %1) #13
  %9 = icmp slt i32 %7, 1048576
  br i1 %9, label %10, label %14

10:                                               ; preds = %6
  %11 = fmul double %1, 0x4350000000000000
  %12 = tail call i32 @llvm.nvvm.d2i.lo(double %11) #13
  %13 = tail call i32 @llvm.nvvm.d2i.hi(double %11) #13
  br label %14

14:                                               ; preds = %10, %6
  %15 = phi double [ %11, %10 ], [ %1, %6 ]
  %16 = phi i32 [ %13, %10 ], [ %7, %6 ]
  %17 = phi i32 [ %12, %10 ], [ %8, %6 ]
  %18 = phi i32 [ -1077, %10 ], [ -1023, %6 ]
  %19 = add i32 %16, -1
  %20 = icmp ult i32 %19, 2146435071
  br i1 %20, label %21, label %70

21:                                               ; preds = %14
  %22 = lshr i32 %16, 20
  %23 = add nsw i32 %18, %22
  %24 = and i32 %16, 1048575
  %25 = or disjoint i32 %24, 1072693248
  %26 = tail call double @llvm.nvvm.lohi.i2d(i32 %17, i32 %25) #13
  %27 = icmp samesign ugt i32 %25, 1073127582
  %28 = tail call i32 @llvm.nvvm.d2i.lo(double %26) #13
  %29 = tail call i32 @llvm.nvvm.d2i.hi(double %26) #13
  %30 = add i32 %29, -1048576
  %31 = tail call double @llvm.nvvm.lohi.i2d(i32 %28, i32 %30) #13
  %32 = select i1 %27, double %31, double %26
  %33 = zext i1 %27 to i32
  %34 = add nsw i32 %23, %33
  %35 = fadd double %32, -1.000000e+00
  %36 = fadd double %32, 1.000000e+00
  %37 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %36) #13
  %38 = fneg double %36
  %39 = tail call double @llvm.fma.f64(double %38, double %37, double 1.000000e+00)
  %40 = tail call double @llvm.fma.f64(double %39, double %39, double %39)
  %41 = tail call double @llvm.fma.f64(double %40, double %37, double %37)
  %42 = fmul double %35, %41
  %43 = fadd double %42, %42
  %44 = fmul double %43, %43
  %45 = tail call double @llvm.fma.f64(double %44, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %46 = tail call double @llvm.fma.f64(double %45, double %44, double 0x3EF3B2669F02676F)
  %47 = tail call double @llvm.fma.f64(double %46, double %44, double 0x3F1745CBA9AB0956)
  %48 = tail call double @llvm.fma.f64(double %47, double %44, double 0x3F3C71C72D1B5154)
  %49 = tail call double @llvm.fma.f64(double %48, double %44, double 0x3F624924923BE72D)
  %50 = tail call double @llvm.fma.f64(double %49, double %44, double 0x3F8999999999A3C4)
  %51 = tail call double @llvm.fma.f64(double %50, double %44, double 0x3FB5555555555554)
  %52 = fsub double %35, %43
  %53 = fmul double %52, 2.000000e+00
  %54 = fneg double %43
  %55 = tail call double @llvm.fma.f64(double %54, double %35, double %53)
  %56 = fmul double %41, %55
  %57 = fmul double %44, %51
  %58 = tail call double @llvm.fma.f64(double %57, double %43, double %56)
  %59 = xor i32 %34, -2147483648
  %60 = tail call double @llvm.nvvm.lohi.i2d(i32 %59, i32 1127219200) #13
  %61 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #13
  %62 = fsub double %60, %61
  %63 = tail call double @llvm.fma.f64(double %62, double 0x3FE62E42FEFA39EF, double %43)
  %64 = fneg double %62
  %65 = tail call double @llvm.fma.f64(double %64, double 0x3FE62E42FEFA39EF, double %63)
  %66 = fsub double %65, %43
  %67 = fsub double %58, %66
  %68 = tail call double @llvm.fma.f64(double %62, double 0x3C7ABC9E3B39803F, double %67)
  %69 = fadd double %63, %68
  br label %76

70:                                               ; preds = %14
  %71 = tail call double @llvm.fma.f64(double %15, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %72 = tail call i32 @llvm.nvvm.d2i.hi(double %15) #13
  %73 = and i32 %72, 2147483647
  %74 = icmp eq i32 %73, 0
  %75 = select i1 %74, double 0xFFF0000000000000, double %71
  br label %76

76:                                               ; preds = %21, %70
  %77 = phi double [ %69, %21 ], [ %75, %70 ]
  %78 = fmul contract double %0, %77
  %79 = fsub contract double %78, %1
  %80 = tail call contract noundef double @_Z14lgamma_lanczosIdET_S0_(double noundef %0) #13
  %81 = fsub contract double %79, %80
  %82 = fadd contract double %0, 1.000000e+00
  %83 = fcmp contract olt double %1, %82
  br i1 %83, label %84, label %149

84:                                               ; preds = %76
  %85 = fdiv contract double 1.000000e+00, %0
  br label %86

86:                                               ; preds = %86, %84
  %87 = phi double [ %0, %84 ], [ %91, %86 ]
  %88 = phi i32 [ 0, %84 ], [ %99, %86 ]
  %89 = phi double [ %85, %84 ], [ %94, %86 ]
  %90 = phi double [ %85, %84 ], [ %93, %86 ]
  %91 = fadd contract double %87, 1.000000e+00
  %92 = fdiv contract double %1, %91
  %93 = fmul contract double %90, %92
  %94 = fadd contract double %89, %93
  %95 = tail call noundef double @llvm.nvvm.fabs.f64(double %93)
  %96 = tail call noundef double @llvm.nvvm.fabs.f64(double %94)
  %97 = fmul contract double %96, 1.000000e-15
  %98 = fcmp contract olt double %95, %97
  %99 = add nuw nsw i32 %88, 1
  %100 = icmp eq i32 %99, 300
  %101 = select i1 %98, i1 true, i1 %100
  br i1 %101, label %102, label %86, !llvm.loop !46

102:                                              ; preds = %86
  %103 = tail call double @llvm.fma.f64(double %81, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %104 = tail call i32 @llvm.nvvm.d2i.lo(double %103) #13
  %105 = tail call double @llvm.nvvm.add.rn.d(double %103, double 0xC338000000000000) #13
  %106 = tail call double @llvm.fma.f64(double %105, double 0xBFE62E42FEFA39EF, double %81)
  %107 = tail call double @llvm.fma.f64(double %105, double 0xBC7ABC9E3B39803F, double %106)
  %108 = tail call double @llvm.fma.f64(double %107, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %109 = tail call double @llvm.fma.f64(double %108, double %107, double 0x3EC71DEE62401315)
  %110 = tail call double @llvm.fma.f64(double %109, double %107, double 0x3EFA01997C89EB71)
  %111 = tail call double @llvm.fma.f64(double %110, double %107, double 0x3F2A01A014761F65)
  %112 = tail call double @llvm.fma.f64(double %111, double %107, double 0x3F56C16C1852B7AF)
  %113 = tail call double @llvm.fma.f64(double %112, double %107, double 0x3F81111111122322)
  %114 = tail call double @llvm.fma.f64(double %113, double %107, double 0x3FA55555555502A1)
  %115 = tail call double @llvm.fma.f64(double %114, double %107, double 0x3FC5555555555511)
  %116 = tail call double @llvm.fma.f64(double %115, double %107, double 0x3FE000000000000B)
  %117 = tail call double @llvm.fma.f64(double %116, double %107, double 1.000000e+00)
  %118 = tail call double @llvm.fma.f64(double %117, double %107, double 1.000000e+00)
  %119 = tail call i32 @llvm.nvvm.d2i.lo(double %118) #13
  %120 = tail call i32 @llvm.nvvm.d2i.hi(double %118) #13
  %121 = shl i32 %104, 20
  %122 = add i32 %120, %121
  %123 = tail call double @llvm.nvvm.lohi.i2d(i32 %119, i32 %122) #13
  %124 = tail call i32 @llvm.nvvm.d2i.hi(double %81) #13
  %125 = bitcast i32 %124 to float
  %126 = tail call float @llvm.nvvm.fabs.f32(float %125)
  %127 = fcmp olt float %126, 0x4010C46560000000
  br i1 %127, label %143, label %128

128:                                              ; preds = %102
  %129 = fcmp olt double %81, 0.000000e+00
  %130 = fadd double %81, 0x7FF0000000000000
  %131 = select i1 %129, double 0.000000e+00, double %130
  %132 = fcmp olt float %126, 0x4010E90000000000
  br i1 %132, label %133, label %143

133:                                              ; preds = %128
  %134 = sdiv i32 %104, 2
  %135 = shl i32 %134, 20
  %136 = add i32 %120, %135
  %137 = tail call double @llvm.nvvm.lohi.i2d(i32 %119, i32 %136) #13
  %138 = sub nsw i32 %104, %134
  %139 = shl i32 %138, 20
  %140 = add nsw i32 %139, 1072693248
  %141 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %140) #13
  %142 = fmul double %141, %137
  br label %143

143:                                              ; preds = %102, %128, %133
  %144 = phi double [ %123, %102 ], [ %142, %133 ], [ %131, %128 ]
  %145 = fmul contract double %94, %144
  %146 = fsub contract double 1.000000e+00, %145
  %147 = tail call noundef double @llvm.maxnum.f64(double %146, double 0.000000e+00)
  %148 = tail call noundef double @llvm.minnum.f64(double %147, double 1.000000e+00)
  br label %229

149:                                              ; preds = %76
  %150 = fadd contract double %1, 1.000000e+00
  %151 = fsub contract double %150, %0
  %152 = fdiv contract double 1.000000e+00, %151
  br label %153

153:                                              ; preds = %153, %149
  %154 = phi i32 [ 1, %149 ], [ %180, %153 ]
  %155 = phi double [ %152, %149 ], [ %176, %153 ]
  %156 = phi double [ %152, %149 ], [ %174, %153 ]
  %157 = phi double [ 0x46293E5939A08CE9, %149 ], [ %172, %153 ]
  %158 = phi double [ %151, %149 ], [ %163, %153 ]
  %159 = uitofp nneg i32 %154 to double
  %160 = fneg contract double %159
  %161 = fsub contract double %159, %0
  %162 = fmul contract double %161, %160
  %163 = fadd contract double %158, 2.000000e+00
  %164 = fmul contract double %156, %162
  %165 = fadd contract double %163, %164
  %166 = tail call noundef double @llvm.nvvm.fabs.f64(double %165)
  %167 = fcmp contract olt double %166, 1.000000e-30
  %168 = fdiv contract double %162, %157
  %169 = fadd contract double %163, %168
  %170 = tail call noundef double @llvm.nvvm.fabs.f64(double %169)
  %171 = fcmp contract olt double %170, 1.000000e-30
  %172 = select i1 %171, double 1.000000e-30, double %169
  %173 = fdiv contract double 1.000000e+00, %165
  %174 = select i1 %167, double 0x46293E5939A08CE9, double %173
  %175 = fmul contract double %174, %172
  %176 = fmul contract double %155, %175
  %177 = fadd contract double %175, -1.000000e+00
  %178 = tail call noundef double @llvm.nvvm.fabs.f64(double %177)
  %179 = fcmp contract olt double %178, 1.000000e-15
  %180 = add nuw nsw i32 %154, 1
  %181 = icmp eq i32 %180, 301
  %182 = select i1 %179, i1 true, i1 %181
  br i1 %182, label %183, label %153, !llvm.loop !47

183:                                              ; preds = %153
  %184 = tail call double @llvm.fma.f64(double %81, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %185 = tail call i32 @llvm.nvvm.d2i.lo(double %184) #13
  %186 = tail call double @llvm.nvvm.add.rn.d(double %184, double 0xC338000000000000) #13
  %187 = tail call double @llvm.fma.f64(double %186, double 0xBFE62E42FEFA39EF, double %81)
  %188 = tail call double @llvm.fma.f64(double %186, double 0xBC7ABC9E3B39803F, double %187)
  %189 = tail call double @llvm.fma.f64(double %188, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %190 = tail call double @llvm.fma.f64(double %189, double %188, double 0x3EC71DEE62401315)
  %191 = tail call double @llvm.fma.f64(double %190, double %188, double 0x3EFA01997C89EB71)
  %192 = tail call double @llvm.fma.f64(double %191, double %188, double 0x3F2A01A014761F65)
  %193 = tail call double @llvm.fma.f64(double %192, double %188, double 0x3F56C16C1852B7AF)
  %194 = tail call double @llvm.fma.f64(double %193, double %188, double 0x3F81111111122322)
  %195 = tail call double @llvm.fma.f64(double %194, double %188, double 0x3FA55555555502A1)
  %196 = tail call double @llvm.fma.f64(double %195, double %188, double 0x3FC5555555555511)
  %197 = tail call double @llvm.fma.f64(double %196, double %188, double 0x3FE000000000000B)
  %198 = tail call double @llvm.fma.f64(double %197, double %188, double 1.000000e+00)
  %199 = tail call double @llvm.fma.f64(double %198, double %188, double 1.000000e+00)
  %200 = tail call i32 @llvm.nvvm.d2i.lo(double %199) #13
  %201 = tail call i32 @llvm.nvvm.d2i.hi(double %199) #13
  %202 = shl i32 %185, 20
  %203 = add i32 %201, %202
  %204 = tail call double @llvm.nvvm.lohi.i2d(i32 %200, i32 %203) #13
  %205 = tail call i32 @llvm.nvvm.d2i.hi(double %81) #13
  %206 = bitcast i32 %205 to float
  %207 = tail call float @llvm.nvvm.fabs.f32(float %206)
  %208 = fcmp olt float %207, 0x4010C46560000000
  br i1 %208, label %224, label %209

209:                                              ; preds = %183
  %210 = fcmp olt double %81, 0.000000e+00
  %211 = fadd double %81, 0x7FF0000000000000
  %212 = select i1 %210, double 0.000000e+00, double %211
  %213 = fcmp olt float %207, 0x4010E90000000000
  br i1 %213, label %214, label %224

214:                                              ; preds = %209
  %215 = sdiv i32 %185, 2
  %216 = shl i32 %215, 20
  %217 = add i32 %201, %216
  %218 = tail call double @llvm.nvvm.lohi.i2d(i32 %200, i32 %217) #13
  %219 = sub nsw i32 %185, %215
  %220 = shl i32 %219, 20
  %221 = add nsw i32 %220, 1072693248
  %222 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %221) #13
  %223 = fmul double %222, %218
  br label %224

224:                                              ; preds = %183, %209, %214
  %225 = phi double [ %204, %183 ], [ %223, %214 ], [ %212, %209 ]
  %226 = fmul contract double %176, %225
  %227 = tail call noundef double @llvm.maxnum.f64(double %226, double 0.000000e+00)
  %228 = tail call noundef double @llvm.minnum.f64(double %227, double 1.000000e+00)
  br label %229

229:                                              ; preds = %143, %224, %2
  %230 = phi double [ 1.000000e+00, %2 ], [ %148, %143 ], [ %228, %224 ]
  ret double %230
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
  br i1 %7, label %104, label %8

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
  %24 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, alo, ahi, blo, bhi, clo, chi;\0A\09mov.b64         {alo,ahi}, $2;    \0A\09mov.b64         {blo,bhi}, $3;    \0A\09mov.b64         {clo,chi}, $4;    \0A\09mad.lo.cc.u32   r0, alo, blo, clo;\0A\09madc.hi.cc.u32  r1, alo, blo, chi;\0A\09madc.hi.u32     r2, alo, bhi,   0;\0A\09mad.lo.cc.u32   r1, alo, bhi,  r1;\0A\09madc.hi.cc.u32  r2, ahi, blo,  r2;\0A\09madc.hi.u32     r3, ahi, bhi,   0;\0A\09mad.lo.cc.u32   r1, ahi, blo,  r1;\0A\09madc.lo.cc.u32  r2, ahi, bhi,  r2;\0A\09addc.u32        r3,  r3,   0;     \0A\09mov.b64         $0, {r0,r1};      \0A\09mov.b64         $1, {r2,r3};      \0A\09}", "=l,=l,l,l,l"(i64 %23, i64 %12, i64 %20) #14, !srcloc !48
  %25 = extractvalue { i64, i64 } %24, 0
  %26 = extractvalue { i64, i64 } %24, 1
  %27 = sub nsw i32 %19, %14
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i64, ptr %2, i64 %28
  store i64 %25, ptr %29, align 8
  %30 = add nsw i32 %19, 1
  %31 = icmp eq i32 %30, %16
  br i1 %31, label %32, label %18, !llvm.loop !49

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
  %72 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, a0, a1, a2, a3, b0, b1, b2, b3;\0A\09mov.b64         {a0,a1}, $2;\0A\09mov.b64         {a2,a3}, $3;\0A\09mov.b64         {b0,b1}, $4;\0A\09mov.b64         {b2,b3}, $5;\0A\09sub.cc.u32      r0, a0, b0; \0A\09subc.cc.u32     r1, a1, b1; \0A\09subc.cc.u32     r2, a2, b2; \0A\09subc.u32        r3, a3, b3; \0A\09mov.b64         $0, {r0,r1};\0A\09mov.b64         $1, {r2,r3};\0A\09}", "=l,=l,l,l,l,l"(i64 0, i64 0, i64 %62, i64 %61) #14, !srcloc !51
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
  %82 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, alo, ahi, blo, bhi;\0A\09mov.b64         {alo,ahi}, $2;   \0A\09mov.b64         {blo,bhi}, $3;   \0A\09mul.lo.u32      r0, alo, blo;    \0A\09mul.hi.u32      r1, alo, blo;    \0A\09mad.lo.cc.u32   r1, alo, bhi, r1;\0A\09madc.hi.u32     r2, alo, bhi,  0;\0A\09mad.lo.cc.u32   r1, ahi, blo, r1;\0A\09madc.hi.cc.u32  r2, ahi, blo, r2;\0A\09madc.hi.u32     r3, ahi, bhi,  0;\0A\09mad.lo.cc.u32   r2, ahi, bhi, r2;\0A\09addc.u32        r3, r3,  0;      \0A\09mov.b64         $0, {r0,r1};     \0A\09mov.b64         $1, {r2,r3};     \0A\09}", "=l,=l,l,l"(i64 %81, i64 -3958705157555305931) #14, !srcloc !52
  %83 = extractvalue { i64, i64 } %82, 1
  %84 = icmp sgt i64 %83, 0
  br i1 %84, label %85, label %90

85:                                               ; preds = %75
  %86 = add nuw nsw i64 %79, 1
  %87 = extractvalue { i64, i64 } %82, 0
  %88 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, a0, a1, a2, a3, b0, b1, b2, b3;\0A\09mov.b64         {a0,a1}, $2;\0A\09mov.b64         {a2,a3}, $3;\0A\09mov.b64         {b0,b1}, $4;\0A\09mov.b64         {b2,b3}, $5;\0A\09add.cc.u32      r0, a0, b0; \0A\09addc.cc.u32     r1, a1, b1; \0A\09addc.cc.u32     r2, a2, b2; \0A\09addc.u32        r3, a3, b3; \0A\09mov.b64         $0, {r0,r1};\0A\09mov.b64         $1, {r2,r3};\0A\09}", "=l,=l,l,l,l,l"(i64 %87, i64 %83, i64 %87, i64 %83) #14, !srcloc !53
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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #11

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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = !{!19}
!19 = distinct !{!19, !20, !"_Z12chi2_sf_implIfEvPKT_PKiPS0_x: argument 0"}
!20 = distinct !{!20, !"_Z12chi2_sf_implIfEvPKT_PKiPS0_x"}
!21 = !{!22}
!22 = distinct !{!22, !20, !"_Z12chi2_sf_implIfEvPKT_PKiPS0_x: argument 1"}
!23 = !{!24}
!24 = distinct !{!24, !20, !"_Z12chi2_sf_implIfEvPKT_PKiPS0_x: argument 2"}
!25 = !{!19, !24}
!26 = !{!22, !24}
!27 = !{!19, !22, !24}
!28 = !{!19, !22}
!29 = distinct !{!29, !14}
!30 = !{!31}
!31 = distinct !{!31, !32, !"_Z12chi2_sf_implIdEvPKT_PKiPS0_x: argument 0"}
!32 = distinct !{!32, !"_Z12chi2_sf_implIdEvPKT_PKiPS0_x"}
!33 = !{!34}
!34 = distinct !{!34, !32, !"_Z12chi2_sf_implIdEvPKT_PKiPS0_x: argument 1"}
!35 = !{!36}
!36 = distinct !{!36, !32, !"_Z12chi2_sf_implIdEvPKT_PKiPS0_x: argument 2"}
!37 = !{!31, !36}
!38 = !{!39, !39, i64 0}
!39 = !{!"double", !8, i64 0}
!40 = !{!34, !36}
!41 = !{!31, !34, !36}
!42 = !{!31, !34}
!43 = distinct !{!43, !14}
!44 = distinct !{!44, !14}
!45 = distinct !{!45, !14}
!46 = distinct !{!46, !14}
!47 = distinct !{!47, !14}
!48 = !{i32 161534, i32 161538, i32 161607, i32 161655, i32 161703, i32 161751, i32 161799, i32 161847, i32 161895, i32 161943, i32 161991, i32 162039, i32 162087, i32 162135, i32 162183, i32 162231, i32 162279}
!49 = distinct !{!49, !50}
!50 = !{!"llvm.loop.unroll.count", i32 1}
!51 = !{i32 159268, i32 159272, i32 159343, i32 159385, i32 159427, i32 159469, i32 159511, i32 159553, i32 159595, i32 159637, i32 159679, i32 159721, i32 159763}
!52 = !{i32 160309, i32 160313, i32 160372, i32 160419, i32 160466, i32 160513, i32 160560, i32 160607, i32 160654, i32 160701, i32 160748, i32 160795, i32 160842, i32 160889, i32 160936, i32 160983}
!53 = !{i32 158070, i32 158074, i32 158145, i32 158187, i32 158229, i32 158271, i32 158313, i32 158355, i32 158397, i32 158439, i32 158481, i32 158523, i32 158565}
