// Floating point and libdevice: out[t] for x = in[t]:
//   [sqrtf(x), fmaxf(x, 1), fma(x, x, -1) via llvm.intr.fma, (float)(int)(x * 10),
//    copysign(2, -x), (x > 1 ? x : -x) via select+fcmp, dadd_ru(x, 1e-30), dadd_rd(x, 1e-30)]
// packed as eight 8-byte slots (f32 results in the low half).
llvm.func @__nv_sqrtf(f32) -> f32
llvm.func @__nv_fmaxf(f32, f32) -> f32
llvm.func @__nv_dadd_ru(f64, f64) -> f64
llvm.func @__nv_dadd_rd(f64, f64) -> f64
llvm.func @math(%in: !llvm.ptr, %out: !llvm.ptr) attributes {nvvm.kernel} {
  %one = llvm.mlir.constant(1.0 : f32) : f32
  %minus_one = llvm.mlir.constant(-1.0 : f32) : f32
  %two = llvm.mlir.constant(2.0 : f32) : f32
  %ten = llvm.mlir.constant(10.0 : f32) : f32
  %tiny = llvm.mlir.constant(1.0e-30 : f64) : f64
  %t = nvvm.read.ptx.sreg.tid.x : i32
  %ip = llvm.getelementptr %in[%t] : (!llvm.ptr, i32) -> !llvm.ptr, f32
  %x = llvm.load %ip : !llvm.ptr -> f32
  %base = llvm.getelementptr %out[%t, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<8 x f64>
  %s = llvm.call @__nv_sqrtf(%x) : (f32) -> f32
  llvm.store %s, %base : f32, !llvm.ptr
  %m = llvm.call @__nv_fmaxf(%x, %one) : (f32, f32) -> f32
  %p1 = llvm.getelementptr %base[1] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %m, %p1 : f32, !llvm.ptr
  %f = llvm.intr.fma(%x, %x, %minus_one) : (f32, f32, f32) -> f32
  %p2 = llvm.getelementptr %base[2] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %f, %p2 : f32, !llvm.ptr
  %x10 = llvm.fmul %x, %ten : f32
  %i = llvm.fptosi %x10 : f32 to i32
  %back = llvm.sitofp %i : i32 to f32
  %p3 = llvm.getelementptr %base[3] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %back, %p3 : f32, !llvm.ptr
  %negx = llvm.fneg %x : f32
  %cs = llvm.intr.copysign(%two, %negx) : (f32, f32) -> f32
  %p4 = llvm.getelementptr %base[4] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %cs, %p4 : f32, !llvm.ptr
  %gt = llvm.fcmp "ogt" %x, %one : f32
  %sel = llvm.select %gt, %x, %negx : i1, f32
  %p5 = llvm.getelementptr %base[5] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %sel, %p5 : f32, !llvm.ptr
  %xd = llvm.fpext %x : f32 to f64
  %up = llvm.call @__nv_dadd_ru(%xd, %tiny) : (f64, f64) -> f64
  %p6 = llvm.getelementptr %base[6] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %up, %p6 : f64, !llvm.ptr
  %down = llvm.call @__nv_dadd_rd(%xd, %tiny) : (f64, f64) -> f64
  %p7 = llvm.getelementptr %base[7] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %down, %p7 : f64, !llvm.ptr
  llvm.return
}
