// RUN: --passes=early-cse --split-input-file
// early-cse, cross-width rules: integer extensions and truncations that compute the same
// value in another spelling, each merged only where the equality is exact:
//   sext x == zext x            when x is proven non-negative (not from a flag on the op)
//   zext(zext x) == zext x,  sext(sext x) == sext x,  sext(zext x) == zext x
//   trunc(ext x) == x           back to x's type, when the trunc's flags cannot fire

// Fires: tid is below 2^31, so its sign and zero extensions are equal.
llvm.func ptx_kernelcc @sext_and_zext_of_tid_merge(%out: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %z = llvm.zext %tid : i32 to i64
  %s = llvm.sext %tid : i32 to i64
  %r = llvm.add %z, %s : i64
  %po = llvm.getelementptr inbounds %out[%z] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
  llvm.store %r, %po : i64, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: x is a parameter of either sign; sext and zext differ for negative x.
llvm.func ptx_kernelcc @sext_and_zext_of_any_value_should_not_apply(%out: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %z = llvm.zext %x : i32 to i64
  %s = llvm.sext %x : i32 to i64
  %r = llvm.sub %z, %s : i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
  llvm.store %r, %po : i64, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: `zext nneg x` is poison for negative x, plain `zext x` is not; nothing proves
// x non-negative, so the flag matters and the ops differ.
llvm.func ptx_kernelcc @zext_nneg_of_unproven_value_should_not_apply(%out: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %m = llvm.and %x, %tid : i32
  %a = llvm.zext nneg %m : i32 to i64
  %b = llvm.zext %m : i32 to i64
  %r = llvm.add %a, %b : i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
  llvm.store %r, %po : i64, !llvm.ptr<1>
  llvm.return
}

// -----
// Fires: `x & 255` is non-negative, so `zext nneg` and `sext` of it equal the plain `zext`.
llvm.func ptx_kernelcc @extensions_of_a_masked_value_merge(%out: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %c255 = llvm.mlir.constant(255 : i32) : i32
  %m = llvm.and %x, %c255 : i32
  %a = llvm.zext %m : i32 to i64
  %b = llvm.zext nneg %m : i32 to i64
  %c = llvm.sext %m : i32 to i64
  %ab = llvm.add %a, %b : i64
  %r = llvm.add %ab, %c : i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
  llvm.store %r, %po : i64, !llvm.ptr<1>
  llvm.return
}

// -----
// Fires: zero-extending in two steps is zero-extending once; sign-extending a zero
// extension is that zero extension.
llvm.func ptx_kernelcc @chained_extensions_merge(%out: !llvm.ptr<1>, %x: i8) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %w = llvm.zext %x : i8 to i16
  %a = llvm.zext %w : i16 to i64
  %b = llvm.zext %x : i8 to i64
  %c = llvm.sext %w : i16 to i64
  %ab = llvm.mul %a, %b : i64
  %r = llvm.mul %ab, %c : i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
  llvm.store %r, %po : i64, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: zero-extending a sign extension is not one extension of x (x < 0 fills
// bits 16..31 with ones first).
llvm.func ptx_kernelcc @zext_of_sext_should_not_apply(%out: !llvm.ptr<1>, %x: i16) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %w = llvm.sext %x : i16 to i32
  %a = llvm.zext %w : i32 to i64
  %b = llvm.zext %x : i16 to i64
  %r = llvm.sub %a, %b : i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
  llvm.store %r, %po : i64, !llvm.ptr<1>
  llvm.return
}

// -----
// Fires: truncating a zero or sign extension back to the source type gives the source.
llvm.func ptx_kernelcc @truncated_extensions_are_the_source(%out: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %z = llvm.zext %x : i32 to i64
  %back = llvm.trunc %z : i64 to i32
  %s = llvm.sext %x : i32 to i64
  %back2 = llvm.trunc %s overflow<nsw> : i64 to i32
  %r = llvm.mul %back, %back2 : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: `trunc nsw (zext x)` is poison when x's sign bit is set (the result does not
// sign-extend back to the zero extension), so it is not x.
llvm.func ptx_kernelcc @trunc_nsw_of_zext_should_not_apply(%out: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %z = llvm.zext %x : i32 to i64
  %back = llvm.trunc %z overflow<nsw> : i64 to i32
  %r = llvm.mul %back, %x : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: truncating to a type other than the source's is a different value.
llvm.func ptx_kernelcc @trunc_to_another_width_should_not_apply(%out: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %z = llvm.zext %x : i32 to i64
  %narrow = llvm.trunc %z : i64 to i16
  %r = llvm.zext %narrow : i16 to i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}
