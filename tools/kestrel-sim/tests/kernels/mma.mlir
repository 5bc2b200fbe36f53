// mma.sync m16n8k16 row.col f32.f16.f16.f32 as the intrinsic LLVM's -O2 leaves, on one warp.
// The fragments come pre-arranged per lane: lane l's four A registers (eight f16) at
// %a + 16 l, its two B registers (four f16) at %b + 8 l, its four C values (f32) at
// %c + 16 l; it stores its four D values at %d + 16 l.
llvm.func @mma(%a: !llvm.ptr, %b: !llvm.ptr, %c: !llvm.ptr, %d: !llvm.ptr) attributes {nvvm.kernel} {
  %t = nvvm.read.ptx.sreg.tid.x : i32
  %pa = llvm.getelementptr %a[%t, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<4 x vector<2xf16>>
  %pa1 = llvm.getelementptr %pa[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
  %pa2 = llvm.getelementptr %pa[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
  %pa3 = llvm.getelementptr %pa[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
  %a0 = llvm.load %pa : !llvm.ptr -> vector<2xf16>
  %a1 = llvm.load %pa1 : !llvm.ptr -> vector<2xf16>
  %a2 = llvm.load %pa2 : !llvm.ptr -> vector<2xf16>
  %a3 = llvm.load %pa3 : !llvm.ptr -> vector<2xf16>
  %pb = llvm.getelementptr %b[%t, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<2 x vector<2xf16>>
  %pb1 = llvm.getelementptr %pb[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
  %b0 = llvm.load %pb : !llvm.ptr -> vector<2xf16>
  %b1 = llvm.load %pb1 : !llvm.ptr -> vector<2xf16>
  %pc = llvm.getelementptr %c[%t, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<4 x f32>
  %pc1 = llvm.getelementptr %pc[1] : (!llvm.ptr) -> !llvm.ptr, f32
  %pc2 = llvm.getelementptr %pc[2] : (!llvm.ptr) -> !llvm.ptr, f32
  %pc3 = llvm.getelementptr %pc[3] : (!llvm.ptr) -> !llvm.ptr, f32
  %c0 = llvm.load %pc : !llvm.ptr -> f32
  %c1 = llvm.load %pc1 : !llvm.ptr -> f32
  %c2 = llvm.load %pc2 : !llvm.ptr -> f32
  %c3 = llvm.load %pc3 : !llvm.ptr -> f32
  %r = llvm.call_intrinsic "llvm.nvvm.mma.m16n8k16.row.col.f32.f32"(%a0, %a1, %a2, %a3, %b0, %b1, %c0, %c1, %c2, %c3) : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %d0 = llvm.extractvalue %r[0] : !llvm.struct<(f32, f32, f32, f32)>
  %d1 = llvm.extractvalue %r[1] : !llvm.struct<(f32, f32, f32, f32)>
  %d2 = llvm.extractvalue %r[2] : !llvm.struct<(f32, f32, f32, f32)>
  %d3 = llvm.extractvalue %r[3] : !llvm.struct<(f32, f32, f32, f32)>
  %pd = llvm.getelementptr %d[%t, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<4 x f32>
  %pd1 = llvm.getelementptr %pd[1] : (!llvm.ptr) -> !llvm.ptr, f32
  %pd2 = llvm.getelementptr %pd[2] : (!llvm.ptr) -> !llvm.ptr, f32
  %pd3 = llvm.getelementptr %pd[3] : (!llvm.ptr) -> !llvm.ptr, f32
  llvm.store %d0, %pd : f32, !llvm.ptr
  llvm.store %d1, %pd1 : f32, !llvm.ptr
  llvm.store %d2, %pd2 : f32, !llvm.ptr
  llvm.store %d3, %pd3 : f32, !llvm.ptr
  llvm.return
}
