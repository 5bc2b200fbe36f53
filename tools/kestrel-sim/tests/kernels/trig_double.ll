; clang-22 -x cuda --cuda-device-only -O3 -S -emit-llvm --cuda-gpu-arch=sm_80 of the CUDA source below,
; with CUDA 13's libdevice (scripts/setup.sh --bench) inlined:
; // sin and cos of doubles through libdevice, whose range reduction for large arguments is
; // inline asm on 32-bit halves (mov.b64 {lo,hi}, mul.hi, carry and borrow chains).
; extern "C" __global__ void trig_double(const double *in, double *out) {
;   const int i = threadIdx.x;
;   out[2 * i] = sin(in[i]);
;   out[2 * i + 1] = cos(in[i]);
; }
; ModuleID = 'trig_double.cu'
source_filename = "trig_double.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@__cudart_i2opi_d = internal unnamed_addr addrspace(1) constant [18 x i64] [i64 7780917995555872008, i64 4397547296490951402, i64 8441921394348257659, i64 5712322887342352941, i64 7869616827067468215, i64 -1211730484530615009, i64 2303758334597371919, i64 -7168499653074671557, i64 4148332274289687028, i64 -1613291254968254911, i64 -1692731182770600828, i64 -135693905287338178, i64 452944820249399836, i64 -5249950069107600672, i64 -121206125134887583, i64 -2638381946312093631, i64 -277156292786332224, i64 -6703182060581546711], align 8
@__cudart_sin_cos_coeffs = internal unnamed_addr addrspace(1) constant [16 x double] [double 0xBE5AE5F12CB0D246, double 0x3EC71DE369ACE392, double 0xBF2A01A019DB62A1, double 0x3F81111111110818, double 0xBFC5555555555554, double 0.000000e+00, double 0.000000e+00, double 0xBDA8FF8320FD8164, double 0x3E21EEA7C1EF8528, double 0xBE927E4F8E06E6D9, double 0x3EFA01A019DDBCE9, double 0xBF56C16C16C15D47, double 0x3FA5555555555551, double -5.000000e-01, double 1.000000e+00, double 0.000000e+00], align 16

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @trig_double(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds nuw double, ptr %0, i64 %4
  %6 = load double, ptr %5, align 8, !tbaa !11
  %7 = tail call double @llvm.nvvm.fabs.f64(double %6)
  %8 = fcmp oeq double %7, 0x7FF0000000000000
  br i1 %8, label %9, label %11

9:                                                ; preds = %2
  %10 = tail call double @llvm.nvvm.mul.rn.d(double %6, double 0.000000e+00) #5
  br label %24

11:                                               ; preds = %2
  %12 = fmul double %6, 0x3FE45F306DC9C883
  %13 = tail call i32 @llvm.nvvm.d2i.rn(double %12) #5
  %14 = sitofp i32 %13 to double
  %15 = fneg double %14
  %16 = tail call double @llvm.fma.f64(double %15, double 0x3FF921FB54442D18, double %6)
  %17 = tail call double @llvm.fma.f64(double %15, double 0x3C91A62633145C00, double %16)
  %18 = tail call double @llvm.fma.f64(double %15, double 0x397B839A252049C0, double %17)
  %19 = fcmp ult double %7, 0x41E0000000000000
  br i1 %19, label %24, label %20

20:                                               ; preds = %11
  %21 = tail call fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %6) #5
  %22 = extractvalue { double, i32 } %21, 0
  %23 = extractvalue { double, i32 } %21, 1
  br label %24

24:                                               ; preds = %9, %11, %20
  %25 = phi double [ %10, %9 ], [ %22, %20 ], [ %18, %11 ]
  %26 = phi i32 [ 0, %9 ], [ %23, %20 ], [ %13, %11 ]
  %27 = and i32 %26, 1
  %28 = shl nuw nsw i32 %27, 3
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds nuw double, ptr addrspace(1) @__cudart_sin_cos_coeffs, i64 %29
  %31 = tail call double @llvm.nvvm.mul.rn.d(double %25, double %25) #5
  %32 = icmp eq i32 %27, 0
  %33 = select i1 %32, double 0x3DE5DB65F9785EBA, double 0xBDA8FF8320FD8164
  %34 = load double, ptr addrspace(1) %30, align 16
  %35 = tail call double @llvm.fma.f64(double %33, double %31, double %34)
  %36 = getelementptr inbounds nuw i8, ptr addrspace(1) %30, i64 8
  %37 = load double, ptr addrspace(1) %36, align 8
  %38 = tail call double @llvm.fma.f64(double %35, double %31, double %37)
  %39 = getelementptr inbounds nuw i8, ptr addrspace(1) %30, i64 16
  %40 = load double, ptr addrspace(1) %39, align 16
  %41 = tail call double @llvm.fma.f64(double %38, double %31, double %40)
  %42 = getelementptr inbounds nuw i8, ptr addrspace(1) %30, i64 24
  %43 = load double, ptr addrspace(1) %42, align 8
  %44 = tail call double @llvm.fma.f64(double %41, double %31, double %43)
  %45 = getelementptr inbounds nuw i8, ptr addrspace(1) %30, i64 32
  %46 = load double, ptr addrspace(1) %45, align 16
  %47 = tail call double @llvm.fma.f64(double %44, double %31, double %46)
  %48 = getelementptr inbounds nuw i8, ptr addrspace(1) %30, i64 40
  %49 = load double, ptr addrspace(1) %48, align 8
  %50 = tail call double @llvm.fma.f64(double %47, double %31, double %49)
  %51 = tail call double @llvm.fma.f64(double %50, double %25, double %25)
  %52 = tail call double @llvm.fma.f64(double %50, double %31, double 1.000000e+00)
  %53 = select i1 %32, double %51, double %52
  %54 = and i32 %26, 2
  %55 = icmp eq i32 %54, 0
  %56 = fsub double 0.000000e+00, %53
  %57 = select i1 %55, double %53, double %56
  %58 = shl nuw nsw i32 %3, 1
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr inbounds nuw double, ptr %1, i64 %59
  store double %57, ptr %60, align 8, !tbaa !11
  %61 = load double, ptr %5, align 8, !tbaa !11
  %62 = tail call double @llvm.nvvm.fabs.f64(double %61)
  %63 = fcmp oeq double %62, 0x7FF0000000000000
  br i1 %63, label %64, label %66

64:                                               ; preds = %24
  %65 = tail call double @llvm.nvvm.mul.rn.d(double %61, double 0.000000e+00) #5
  br label %83

66:                                               ; preds = %24
  %67 = fmul double %61, 0x3FE45F306DC9C883
  %68 = tail call i32 @llvm.nvvm.d2i.rn(double %67) #5
  %69 = sitofp i32 %68 to double
  %70 = fneg double %69
  %71 = tail call double @llvm.fma.f64(double %70, double 0x3FF921FB54442D18, double %61)
  %72 = tail call double @llvm.fma.f64(double %70, double 0x3C91A62633145C00, double %71)
  %73 = tail call double @llvm.fma.f64(double %70, double 0x397B839A252049C0, double %72)
  %74 = fcmp ult double %62, 0x41E0000000000000
  br i1 %74, label %79, label %75

75:                                               ; preds = %66
  %76 = tail call fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %61) #5
  %77 = extractvalue { double, i32 } %76, 0
  %78 = extractvalue { double, i32 } %76, 1
  br label %79

79:                                               ; preds = %75, %66
  %80 = phi double [ %77, %75 ], [ %73, %66 ]
  %81 = phi i32 [ %78, %75 ], [ %68, %66 ]
  %82 = add nsw i32 %81, 1
  br label %83

83:                                               ; preds = %64, %79
  %84 = phi double [ %65, %64 ], [ %80, %79 ]
  %85 = phi i32 [ 1, %64 ], [ %82, %79 ]
  %86 = and i32 %85, 1
  %87 = shl nuw nsw i32 %86, 3
  %88 = zext nneg i32 %87 to i64
  %89 = getelementptr inbounds nuw double, ptr addrspace(1) @__cudart_sin_cos_coeffs, i64 %88
  %90 = tail call double @llvm.nvvm.mul.rn.d(double %84, double %84) #5
  %91 = icmp eq i32 %86, 0
  %92 = select i1 %91, double 0x3DE5DB65F9785EBA, double 0xBDA8FF8320FD8164
  %93 = load double, ptr addrspace(1) %89, align 16
  %94 = tail call double @llvm.fma.f64(double %92, double %90, double %93)
  %95 = getelementptr inbounds nuw i8, ptr addrspace(1) %89, i64 8
  %96 = load double, ptr addrspace(1) %95, align 8
  %97 = tail call double @llvm.fma.f64(double %94, double %90, double %96)
  %98 = getelementptr inbounds nuw i8, ptr addrspace(1) %89, i64 16
  %99 = load double, ptr addrspace(1) %98, align 16
  %100 = tail call double @llvm.fma.f64(double %97, double %90, double %99)
  %101 = getelementptr inbounds nuw i8, ptr addrspace(1) %89, i64 24
  %102 = load double, ptr addrspace(1) %101, align 8
  %103 = tail call double @llvm.fma.f64(double %100, double %90, double %102)
  %104 = getelementptr inbounds nuw i8, ptr addrspace(1) %89, i64 32
  %105 = load double, ptr addrspace(1) %104, align 16
  %106 = tail call double @llvm.fma.f64(double %103, double %90, double %105)
  %107 = getelementptr inbounds nuw i8, ptr addrspace(1) %89, i64 40
  %108 = load double, ptr addrspace(1) %107, align 8
  %109 = tail call double @llvm.fma.f64(double %106, double %90, double %108)
  %110 = tail call double @llvm.fma.f64(double %109, double %84, double %84)
  %111 = tail call double @llvm.fma.f64(double %109, double %90, double 1.000000e+00)
  %112 = select i1 %91, double %110, double %111
  %113 = and i32 %85, 2
  %114 = icmp eq i32 %113, 0
  %115 = fsub double 0.000000e+00, %112
  %116 = select i1 %114, double %112, double %115
  %117 = getelementptr i8, ptr %60, i64 8
  store double %116, ptr %117, align 8, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.fabs.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.mul.rn.d(double, double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.rn(double) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none)
define internal fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %0) unnamed_addr #2 {
  %2 = alloca [5 x i64], align 8
  %3 = tail call i32 @llvm.nvvm.d2i.hi(double %0) #5
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
  %16 = tail call i32 @llvm.smin.i32(i32 %15, i32 18) #5
  %17 = icmp slt i32 %14, %16
  br i1 %17, label %18, label %32

18:                                               ; preds = %8, %18
  %19 = phi i32 [ %30, %18 ], [ %14, %8 ]
  %20 = phi i64 [ %26, %18 ], [ 0, %8 ]
  %21 = sext i32 %19 to i64
  %22 = getelementptr inbounds i64, ptr addrspace(1) @__cudart_i2opi_d, i64 %21
  %23 = load i64, ptr addrspace(1) %22, align 8
  %24 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, alo, ahi, blo, bhi, clo, chi;\0A\09mov.b64         {alo,ahi}, $2;    \0A\09mov.b64         {blo,bhi}, $3;    \0A\09mov.b64         {clo,chi}, $4;    \0A\09mad.lo.cc.u32   r0, alo, blo, clo;\0A\09madc.hi.cc.u32  r1, alo, blo, chi;\0A\09madc.hi.u32     r2, alo, bhi,   0;\0A\09mad.lo.cc.u32   r1, alo, bhi,  r1;\0A\09madc.hi.cc.u32  r2, ahi, blo,  r2;\0A\09madc.hi.u32     r3, ahi, bhi,   0;\0A\09mad.lo.cc.u32   r1, ahi, blo,  r1;\0A\09madc.lo.cc.u32  r2, ahi, bhi,  r2;\0A\09addc.u32        r3,  r3,   0;     \0A\09mov.b64         $0, {r0,r1};      \0A\09mov.b64         $1, {r2,r3};      \0A\09}", "=l,=l,l,l,l"(i64 %23, i64 %12, i64 %20) #6, !srcloc !13
  %25 = extractvalue { i64, i64 } %24, 0
  %26 = extractvalue { i64, i64 } %24, 1
  %27 = sub nsw i32 %19, %14
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i64, ptr %2, i64 %28
  store i64 %25, ptr %29, align 8
  %30 = add nsw i32 %19, 1
  %31 = icmp eq i32 %30, %16
  br i1 %31, label %32, label %18, !llvm.loop !14

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
  %72 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, a0, a1, a2, a3, b0, b1, b2, b3;\0A\09mov.b64         {a0,a1}, $2;\0A\09mov.b64         {a2,a3}, $3;\0A\09mov.b64         {b0,b1}, $4;\0A\09mov.b64         {b2,b3}, $5;\0A\09sub.cc.u32      r0, a0, b0; \0A\09subc.cc.u32     r1, a1, b1; \0A\09subc.cc.u32     r2, a2, b2; \0A\09subc.u32        r3, a3, b3; \0A\09mov.b64         $0, {r0,r1};\0A\09mov.b64         $1, {r2,r3};\0A\09}", "=l,=l,l,l,l,l"(i64 0, i64 0, i64 %62, i64 %61) #6, !srcloc !16
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
  %82 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, alo, ahi, blo, bhi;\0A\09mov.b64         {alo,ahi}, $2;   \0A\09mov.b64         {blo,bhi}, $3;   \0A\09mul.lo.u32      r0, alo, blo;    \0A\09mul.hi.u32      r1, alo, blo;    \0A\09mad.lo.cc.u32   r1, alo, bhi, r1;\0A\09madc.hi.u32     r2, alo, bhi,  0;\0A\09mad.lo.cc.u32   r1, ahi, blo, r1;\0A\09madc.hi.cc.u32  r2, ahi, blo, r2;\0A\09madc.hi.u32     r3, ahi, bhi,  0;\0A\09mad.lo.cc.u32   r2, ahi, bhi, r2;\0A\09addc.u32        r3, r3,  0;      \0A\09mov.b64         $0, {r0,r1};     \0A\09mov.b64         $1, {r2,r3};     \0A\09}", "=l,=l,l,l"(i64 %81, i64 -3958705157555305931) #6, !srcloc !17
  %83 = extractvalue { i64, i64 } %82, 1
  %84 = icmp sgt i64 %83, 0
  br i1 %84, label %85, label %90

85:                                               ; preds = %75
  %86 = add nuw nsw i64 %79, 1
  %87 = extractvalue { i64, i64 } %82, 0
  %88 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, a0, a1, a2, a3, b0, b1, b2, b3;\0A\09mov.b64         {a0,a1}, $2;\0A\09mov.b64         {a2,a3}, $3;\0A\09mov.b64         {b0,b1}, $4;\0A\09mov.b64         {b2,b3}, $5;\0A\09add.cc.u32      r0, a0, b0; \0A\09addc.cc.u32     r1, a1, b1; \0A\09addc.cc.u32     r2, a2, b2; \0A\09addc.u32        r3, a3, b3; \0A\09mov.b64         $0, {r0,r1};\0A\09mov.b64         $1, {r2,r3};\0A\09}", "=l,=l,l,l,l,l"(i64 %87, i64 %83, i64 %87, i64 %83) #6, !srcloc !18
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
declare i32 @llvm.nvvm.d2i.hi(double) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #4

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(none) "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }
attributes #6 = { nounwind memory(none) }

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
!13 = !{i32 161534, i32 161538, i32 161607, i32 161655, i32 161703, i32 161751, i32 161799, i32 161847, i32 161895, i32 161943, i32 161991, i32 162039, i32 162087, i32 162135, i32 162183, i32 162231, i32 162279}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.count", i32 1}
!16 = !{i32 159268, i32 159272, i32 159343, i32 159385, i32 159427, i32 159469, i32 159511, i32 159553, i32 159595, i32 159637, i32 159679, i32 159721, i32 159763}
!17 = !{i32 160309, i32 160313, i32 160372, i32 160419, i32 160466, i32 160513, i32 160560, i32 160607, i32 160654, i32 160701, i32 160748, i32 160795, i32 160842, i32 160889, i32 160936, i32 160983}
!18 = !{i32 158070, i32 158074, i32 158145, i32 158187, i32 158229, i32 158271, i32 158313, i32 158355, i32 158397, i32 158439, i32 158481, i32 158523, i32 158565}
