// __nvvm_reflect, which LLVM's NVVMReflect pass folds before code generation: out[0] is
// __CUDA_FTZ (the module flag nvvm-reflect-ftz, 1 here), out[1] __CUDA_ARCH (800 in the
// simulator), out[2] __CUDA_PREC_SQRT (no flag: 0), out[3] an unknown name (0). Triton's
// libdevice calls choose their flush-to-zero variant this way.
module {
  llvm.module_flags [#llvm.mlir.module_flag<override, "nvvm-reflect-ftz", 1 : i32>]
  llvm.mlir.global private unnamed_addr constant @ftz("__CUDA_FTZ\00") {addr_space = 0 : i32} : !llvm.array<11 x i8>
  llvm.mlir.global private unnamed_addr constant @arch("__CUDA_ARCH\00") {addr_space = 0 : i32} : !llvm.array<12 x i8>
  llvm.mlir.global private unnamed_addr constant @sqrt("__CUDA_PREC_SQRT\00") {addr_space = 0 : i32} : !llvm.array<17 x i8>
  llvm.mlir.global private unnamed_addr constant @other("__SOMETHING\00") {addr_space = 0 : i32} : !llvm.array<12 x i8>
  llvm.func @__nvvm_reflect(!llvm.ptr) -> i32
  llvm.func ptx_kernelcc @reflect(%out: !llvm.ptr<1>) {
    %f = llvm.mlir.addressof @ftz : !llvm.ptr
    %a = llvm.mlir.addressof @arch : !llvm.ptr
    %s = llvm.mlir.addressof @sqrt : !llvm.ptr
    %o = llvm.mlir.addressof @other : !llvm.ptr
    %rf = llvm.call @__nvvm_reflect(%f) : (!llvm.ptr) -> i32
    %ra = llvm.call @__nvvm_reflect(%a) : (!llvm.ptr) -> i32
    %rs = llvm.call @__nvvm_reflect(%s) : (!llvm.ptr) -> i32
    %ro = llvm.call @__nvvm_reflect(%o) : (!llvm.ptr) -> i32
    %p1 = llvm.getelementptr %out[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %p2 = llvm.getelementptr %out[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %p3 = llvm.getelementptr %out[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %zero = llvm.mlir.constant(0 : i32) : i32
    %first = llvm.icmp "eq" %tid, %zero : i32
    llvm.cond_br %first, ^store, ^done
  ^store:
    llvm.store %rf, %out : i32, !llvm.ptr<1>
    llvm.store %ra, %p1 : i32, !llvm.ptr<1>
    llvm.store %rs, %p2 : i32, !llvm.ptr<1>
    llvm.store %ro, %p3 : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}
