// A kernel taking a struct by value, {f32 scale, i32 count, f64 bias}: it traps unless count
// is 77 and bias is 2.5, so a run says whether `--arg 0@4:i32=77 --arg 0@8:f64=2.5` reached
// the fields; scale keeps its generated value and is stored per thread.
llvm.func ptx_kernelcc @byval_fields(%p: !llvm.ptr {llvm.byval = !llvm.struct<(f32, i32, f64)>}, %out: !llvm.ptr<1>) {
  %count_at = llvm.getelementptr inbounds %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f32, i32, f64)>
  %count = llvm.load %count_at {alignment = 4 : i64} : !llvm.ptr -> i32
  %bias_at = llvm.getelementptr inbounds %p[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f32, i32, f64)>
  %bias = llvm.load %bias_at {alignment = 8 : i64} : !llvm.ptr -> f64
  %c77 = llvm.mlir.constant(77 : i32) : i32
  %want = llvm.mlir.constant(2.5 : f64) : f64
  %count_ok = llvm.icmp "eq" %count, %c77 : i32
  %bias_ok = llvm.fcmp "oeq" %bias, %want : f64
  %ok = llvm.and %count_ok, %bias_ok : i1
  llvm.cond_br %ok, ^store, ^fail
^fail:
  llvm.intr.trap
  llvm.unreachable
^store:
  %scale = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> f32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %slot = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %scale, %slot {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}
