// RUN: -O3 --late-pipeline=addr-canon,early-cse --lsr=on --emit=ptx --mcpu=sm_80 --stats
// Kestrel passes run at the late point, on what the NVPTX backend's own IR passes leave: LSR
// turns the grid-stride loop's three element addresses into one byte offset that starts at
// `tid * 4` and steps by `ntid * 4`, both spelled `shl i64 %x, 2` (the input has no shift);
// addr-canon makes the two shifts multiplications and early-cse merges their equal constants.
// `stats: late ...` counts those rewrites; the -O3 passes before them find nothing of the kind.
// `--lsr=on` keeps LSR's version: -O3's own choice drops it for this loop (below 32 registers,
// LSR triples the registers the loop carries: 3 against 1).
module attributes {llvm.data_layout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64", llvm.target_triple = "nvptx64-nvidia-cuda"} {
  llvm.func ptx_kernelcc @axpy_in_place(%a: !llvm.ptr {llvm.noalias, llvm.readonly}, %b: !llvm.ptr {llvm.noalias, llvm.readonly}, %c: !llvm.ptr {llvm.noalias}, %n: i32) {
    %0 = nvvm.read.ptx.sreg.tid.x : i32
    %1 = llvm.icmp "slt" %0, %n : i32
    llvm.cond_br %1, ^bb1, ^bb2
  ^bb1:
    %2 = nvvm.read.ptx.sreg.ntid.x : i32
    llvm.br ^bb3(%0 : i32)
  ^bb2:
    llvm.return
  ^bb3(%3: i32):
    %4 = llvm.zext nneg %3 : i32 to i64
    %5 = llvm.getelementptr inbounds|nuw %a[%4] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6 = llvm.load %5 {alignment = 4 : i64} : !llvm.ptr -> f32
    %7 = llvm.getelementptr inbounds|nuw %b[%4] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> f32
    %9 = llvm.fmul %6, %8 {fastmathFlags = #llvm.fastmath<contract>} : f32
    %10 = llvm.getelementptr inbounds|nuw %c[%4] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %11 = llvm.load %10 {alignment = 4 : i64} : !llvm.ptr -> f32
    %12 = llvm.fadd %9, %11 {fastmathFlags = #llvm.fastmath<contract>} : f32
    llvm.store %12, %10 {alignment = 4 : i64} : f32, !llvm.ptr
    %13 = llvm.add %3, %2 overflow<nsw, nuw> : i32
    %14 = llvm.icmp "slt" %13, %n : i32
    llvm.cond_br %14, ^bb3(%13 : i32), ^bb2
  }
}
