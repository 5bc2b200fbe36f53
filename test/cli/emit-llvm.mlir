// RUN: --emit=llvm
// LLVM IR export of an LLVM/NVVM-dialect module with an NVVM barrier op.
module attributes {llvm.target_triple = "nvptx64-nvidia-cuda"} {
  llvm.func ptx_kernelcc @sync() {
    nvvm.barrier0
    llvm.return
  }
}
