// RUN: --passes=addr-canon --emit=ptx --mcpu=sm_80
// The pass's output lowers through the NVPTX backend to PTX.
module attributes {llvm.target_triple = "nvptx64-nvidia-cuda"} {
  llvm.func ptx_kernelcc @scale(%p: !llvm.ptr<1>, %i: i64) {
    %c = llvm.mlir.constant(2 : i64) : i64
    %off = llvm.shl %i, %c overflow<nsw> : i64
    %q = llvm.getelementptr inbounds %p[%off] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
    %v = llvm.load %q {alignment = 4 : i64} : !llvm.ptr<1> -> f32
    %w = llvm.fmul %v, %v : f32
    llvm.store %w, %q {alignment = 4 : i64} : f32, !llvm.ptr<1>
    llvm.return
  }
}
