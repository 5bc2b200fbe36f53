// The last-block reduction (the CUDA programming guide's threadFenceReduction), as clang 22
// compiles it for sm_80 (`clang -O3 --cuda-device-only`, imported with `mlir-translate
// --import-llvm`, which drops `externally_initialized` from the two counters, so they start
// at 0 as their initializers say). Two shapes:
//
//   __device__ unsigned int retirementCount = 0;
//   __global__ void sum_every_thread_fences(const float* in, float* partial, float* out, unsigned n) {
//     __shared__ bool amLast;
//     unsigned tid = threadIdx.x, i = blockIdx.x * blockDim.x + tid;
//     partial[i] = in[i] * 2.0f;
//     __threadfence();                     // every thread (llvm.nvvm.membar.gl)
//     __syncthreads();
//     if (tid == 0) {
//       unsigned ticket = atomicInc(&retirementCount, gridDim.x);
//       amLast = (ticket == gridDim.x - 1);
//     }
//     __syncthreads();
//     if (amLast) {
//       float s = 0;
//       for (unsigned b = 0; b < gridDim.x; ++b) s += partial[b * blockDim.x + tid];
//       out[tid] = s;
//     }
//   }
//
// and sum_thread0_fences, the same with `__syncthreads(); if (tid == 0) { __threadfence();
// ticket = atomicAdd(&ticketCount, 1); ... }`: only thread 0 fences, after the barrier.
#loop_annotation = #llvm.loop_annotation<mustProgress = true>
#loop_unroll = #llvm.loop_unroll<disable = true>
#tbaa_root = #llvm.tbaa_root<id = "Simple C++ TBAA">
#loop_annotation1 = #llvm.loop_annotation<unroll = #loop_unroll>
#tbaa_type_desc = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#tbaa_root, 0>}>
#tbaa_type_desc1 = #llvm.tbaa_type_desc<id = "float", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc2 = #llvm.tbaa_type_desc<id = "bool", members = {<#tbaa_type_desc, 0>}>
#tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc1, access_type = #tbaa_type_desc1, offset = 0>
#tbaa_tag1 = #llvm.tbaa_tag<base_type = #tbaa_type_desc2, access_type = #tbaa_type_desc2, offset = 0>
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<6> = dense<32> : vector<4xi64>, i64 = dense<64> : vector<2xi64>, i128 = dense<128> : vector<2xi64>, i256 = dense<256> : vector<2xi64>, !llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little", "dlti.legal_int_widths" = array<i32: 16, 32, 64>>, llvm.ident = "Debian clang version 22.1.8 (1~deb12u1)", llvm.module_asm = [], llvm.target_triple = "nvptx64-nvidia-cuda"} {
  llvm.mlir.global external @retirementCount(0 : i32) {addr_space = 1 : i32, alignment = 4 : i64, dso_local} : i32
  llvm.mlir.global internal unnamed_addr @_ZZ23sum_every_thread_fencesPKfPfS1_jE6amLast() {addr_space = 3 : i32, alignment = 1 : i64, dso_local} : i8 {
    %0 = llvm.mlir.undef : i8
    llvm.return %0 : i8
  }
  llvm.mlir.global external @ticketCount(0 : i32) {addr_space = 1 : i32, alignment = 4 : i64, dso_local} : i32
  llvm.mlir.global internal unnamed_addr @_ZZ18sum_thread0_fencesPKfPfS1_jE6amLast() {addr_space = 3 : i32, alignment = 1 : i64, dso_local} : i8 {
    %0 = llvm.mlir.undef : i8
    llvm.return %0 : i8
  }
  llvm.mlir.global appending @llvm.compiler.used() {addr_space = 0 : i32, section = "llvm.metadata"} : !llvm.array<2 x ptr> {
    %0 = llvm.mlir.addressof @ticketCount : !llvm.ptr<1>
    %1 = llvm.addrspacecast %0 : !llvm.ptr<1> to !llvm.ptr
    %2 = llvm.mlir.addressof @retirementCount : !llvm.ptr<1>
    %3 = llvm.addrspacecast %2 : !llvm.ptr<1> to !llvm.ptr
    %4 = llvm.mlir.undef : !llvm.array<2 x ptr>
    %5 = llvm.insertvalue %3, %4[0] : !llvm.array<2 x ptr> 
    %6 = llvm.insertvalue %1, %5[1] : !llvm.array<2 x ptr> 
    llvm.return %6 : !llvm.array<2 x ptr>
  }
  llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>, #llvm.mlir.module_flag<override, "nvvm-reflect-ftz", 0 : i32>, #llvm.mlir.module_flag<max, "frame-pointer", 2 : i32>]
  llvm.func local_unnamed_addr ptx_kernelcc @_Z23sum_every_thread_fencesPKfPfS1_j(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr {llvm.nocapture, llvm.noundef}, %arg2: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.writeonly}, %arg3: i32 {llvm.noundef}) attributes {convergent, dso_local, frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, passthrough = ["mustprogress", "norecurse", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "sm_80"], ["uniform-work-group-size", "true"]], target_cpu = "sm_80", target_features = #llvm.target_features<["+ptx80", "+sm_80"]>} {
    %0 = llvm.mlir.constant(2.000000e+00 : f32) : f32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(-1 : i32) : i32
    %3 = llvm.mlir.addressof @retirementCount : !llvm.ptr<1>
    %4 = llvm.addrspacecast %3 : !llvm.ptr<1> to !llvm.ptr
    %5 = llvm.mlir.addressof @_ZZ23sum_every_thread_fencesPKfPfS1_jE6amLast : !llvm.ptr<3>
    %6 = llvm.addrspacecast %5 : !llvm.ptr<3> to !llvm.ptr
    %7 = llvm.mlir.constant(7 : i32) : i32
    %8 = llvm.mlir.constant(8 : i32) : i32
    %9 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %10 = llvm.mlir.constant(2147483640 : i32) : i32
    %11 = llvm.mlir.constant(1 : i32) : i32
    %12 = llvm.mlir.constant(2 : i32) : i32
    %13 = llvm.mlir.constant(3 : i32) : i32
    %14 = llvm.mlir.constant(4 : i32) : i32
    %15 = llvm.mlir.constant(5 : i32) : i32
    %16 = llvm.mlir.constant(6 : i32) : i32
    %17 = nvvm.read.ptx.sreg.tid.x : i32
    %18 = nvvm.read.ptx.sreg.ctaid.x : i32
    %19 = nvvm.read.ptx.sreg.ntid.x : i32
    %20 = llvm.mul %18, %19 : i32
    %21 = llvm.add %20, %17 : i32
    %22 = llvm.zext %21 : i32 to i64
    %23 = llvm.getelementptr inbounds|nuw %arg0[%22] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %24 = llvm.load %23 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> f32
    %25 = llvm.fmul %24, %0 {fastmathFlags = #llvm.fastmath<contract>} : f32
    %26 = llvm.getelementptr inbounds|nuw %arg1[%22] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %25, %26 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : f32, !llvm.ptr
    llvm.call_intrinsic "llvm.nvvm.membar.gl"() : () -> ()
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.all"(%1) : (i32) -> ()
    %27 = llvm.icmp "eq" %17, %1 : i32
    llvm.cond_br %27, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %28 = nvvm.read.ptx.sreg.nctaid.x : i32
    %29 = llvm.add %28, %2 overflow<nsw> : i32
    %30 = llvm.atomicrmw uinc_wrap %4, %28 seq_cst {alignment = 4 : i64} : !llvm.ptr, i32
    %31 = llvm.icmp "eq" %30, %29 : i32
    %32 = llvm.zext %31 : i1 to i8
    llvm.store %32, %6 {alignment = 1 : i64, tbaa = [#tbaa_tag1]} : i8, !llvm.ptr
    llvm.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.all"(%1) : (i32) -> ()
    %33 = llvm.load %6 {alignment = 1 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> i8
    %34 = llvm.trunc %33 overflow<nuw> : i8 to i1
    llvm.cond_br %34, ^bb3, ^bb10
  ^bb3:  // pred: ^bb2
    %35 = nvvm.read.ptx.sreg.nctaid.x : i32
    %36 = llvm.and %35, %7 : i32
    %37 = llvm.icmp "ult" %35, %8 : i32
    llvm.cond_br %37, ^bb6(%1, %9 : i32, f32), ^bb4
  ^bb4:  // pred: ^bb3
    %38 = llvm.and %35, %10 : i32
    llvm.br ^bb9(%1, %9, %1 : i32, f32, i32)
  ^bb5:  // pred: ^bb9
    %39 = llvm.icmp "eq" %36, %1 : i32
    llvm.cond_br %39, ^bb8(%115 : f32), ^bb6(%116, %115 : i32, f32)
  ^bb6(%40: i32, %41: f32):  // 2 preds: ^bb3, ^bb5
    %42 = llvm.icmp "ne" %36, %1 : i32
    llvm.intr.assume %42  : i1
    llvm.br ^bb7(%40, %41, %1 : i32, f32, i32)
  ^bb7(%43: i32, %44: f32, %45: i32):  // 2 preds: ^bb6, ^bb7
    %46 = llvm.mul %43, %19 : i32
    %47 = llvm.add %46, %17 : i32
    %48 = llvm.zext %47 : i32 to i64
    %49 = llvm.getelementptr inbounds|nuw %arg1[%48] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %50 = llvm.load %49 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> f32
    %51 = llvm.fadd %44, %50 {fastmathFlags = #llvm.fastmath<contract>} : f32
    %52 = llvm.add %43, %11 overflow<nsw, nuw> : i32
    %53 = llvm.add %45, %11 : i32
    %54 = llvm.icmp "eq" %53, %36 : i32
    llvm.cond_br %54, ^bb8(%51 : f32), ^bb7(%52, %51, %53 : i32, f32, i32) {loop_annotation = #loop_annotation1}
  ^bb8(%55: f32):  // 2 preds: ^bb5, ^bb7
    %56 = llvm.zext nneg %17 : i32 to i64
    %57 = llvm.getelementptr inbounds|nuw %arg2[%56] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %55, %57 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : f32, !llvm.ptr
    llvm.br ^bb10
  ^bb9(%58: i32, %59: f32, %60: i32):  // 2 preds: ^bb4, ^bb9
    %61 = llvm.mul %58, %19 : i32
    %62 = llvm.add %61, %17 : i32
    %63 = llvm.zext %62 : i32 to i64
    %64 = llvm.getelementptr inbounds|nuw %arg1[%63] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %65 = llvm.load %64 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> f32
    %66 = llvm.fadd %59, %65 {fastmathFlags = #llvm.fastmath<contract>} : f32
    %67 = llvm.or disjoint %58, %11 : i32
    %68 = llvm.mul %67, %19 : i32
    %69 = llvm.add %68, %17 : i32
    %70 = llvm.zext %69 : i32 to i64
    %71 = llvm.getelementptr inbounds|nuw %arg1[%70] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %72 = llvm.load %71 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> f32
    %73 = llvm.fadd %66, %72 {fastmathFlags = #llvm.fastmath<contract>} : f32
    %74 = llvm.or disjoint %58, %12 : i32
    %75 = llvm.mul %74, %19 : i32
    %76 = llvm.add %75, %17 : i32
    %77 = llvm.zext %76 : i32 to i64
    %78 = llvm.getelementptr inbounds|nuw %arg1[%77] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %79 = llvm.load %78 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> f32
    %80 = llvm.fadd %73, %79 {fastmathFlags = #llvm.fastmath<contract>} : f32
    %81 = llvm.or disjoint %58, %13 : i32
    %82 = llvm.mul %81, %19 : i32
    %83 = llvm.add %82, %17 : i32
    %84 = llvm.zext %83 : i32 to i64
    %85 = llvm.getelementptr inbounds|nuw %arg1[%84] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %86 = llvm.load %85 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> f32
    %87 = llvm.fadd %80, %86 {fastmathFlags = #llvm.fastmath<contract>} : f32
    %88 = llvm.or disjoint %58, %14 : i32
    %89 = llvm.mul %88, %19 : i32
    %90 = llvm.add %89, %17 : i32
    %91 = llvm.zext %90 : i32 to i64
    %92 = llvm.getelementptr inbounds|nuw %arg1[%91] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %93 = llvm.load %92 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> f32
    %94 = llvm.fadd %87, %93 {fastmathFlags = #llvm.fastmath<contract>} : f32
    %95 = llvm.or disjoint %58, %15 : i32
    %96 = llvm.mul %95, %19 : i32
    %97 = llvm.add %96, %17 : i32
    %98 = llvm.zext %97 : i32 to i64
    %99 = llvm.getelementptr inbounds|nuw %arg1[%98] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %100 = llvm.load %99 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> f32
    %101 = llvm.fadd %94, %100 {fastmathFlags = #llvm.fastmath<contract>} : f32
    %102 = llvm.or disjoint %58, %16 : i32
    %103 = llvm.mul %102, %19 : i32
    %104 = llvm.add %103, %17 : i32
    %105 = llvm.zext %104 : i32 to i64
    %106 = llvm.getelementptr inbounds|nuw %arg1[%105] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %107 = llvm.load %106 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> f32
    %108 = llvm.fadd %101, %107 {fastmathFlags = #llvm.fastmath<contract>} : f32
    %109 = llvm.or disjoint %58, %7 : i32
    %110 = llvm.mul %109, %19 : i32
    %111 = llvm.add %110, %17 : i32
    %112 = llvm.zext %111 : i32 to i64
    %113 = llvm.getelementptr inbounds|nuw %arg1[%112] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %114 = llvm.load %113 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> f32
    %115 = llvm.fadd %108, %114 {fastmathFlags = #llvm.fastmath<contract>} : f32
    %116 = llvm.add %58, %8 overflow<nsw, nuw> : i32
    %117 = llvm.add %60, %8 : i32
    %118 = llvm.icmp "eq" %117, %38 : i32
    llvm.cond_br %118, ^bb5, ^bb9(%116, %115, %117 : i32, f32, i32) {loop_annotation = #loop_annotation}
  ^bb10:  // 2 preds: ^bb2, ^bb8
    llvm.return
  }
  llvm.func @llvm.nvvm.barrier.cta.sync.aligned.all(i32) attributes {convergent, no_unwind, passthrough = ["nocallback"]}
  llvm.func local_unnamed_addr ptx_kernelcc @_Z18sum_thread0_fencesPKfPfS1_j(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr {llvm.nocapture, llvm.noundef}, %arg2: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.writeonly}, %arg3: i32 {llvm.noundef}) attributes {convergent, dso_local, frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, passthrough = ["mustprogress", "norecurse", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "sm_80"], ["uniform-work-group-size", "true"]], target_cpu = "sm_80", target_features = #llvm.target_features<["+ptx80", "+sm_80"]>} {
    %0 = llvm.mlir.constant(2.000000e+00 : f32) : f32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.addressof @ticketCount : !llvm.ptr<1>
    %3 = llvm.addrspacecast %2 : !llvm.ptr<1> to !llvm.ptr
    %4 = llvm.mlir.constant(1 : i32) : i32
    %5 = llvm.mlir.constant(-1 : i32) : i32
    %6 = llvm.mlir.addressof @_ZZ18sum_thread0_fencesPKfPfS1_jE6amLast : !llvm.ptr<3>
    %7 = llvm.addrspacecast %6 : !llvm.ptr<3> to !llvm.ptr
    %8 = llvm.mlir.constant(7 : i32) : i32
    %9 = llvm.mlir.constant(8 : i32) : i32
    %10 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %11 = llvm.mlir.constant(2147483640 : i32) : i32
    %12 = llvm.mlir.constant(2 : i32) : i32
    %13 = llvm.mlir.constant(3 : i32) : i32
    %14 = llvm.mlir.constant(4 : i32) : i32
    %15 = llvm.mlir.constant(5 : i32) : i32
    %16 = llvm.mlir.constant(6 : i32) : i32
    %17 = nvvm.read.ptx.sreg.tid.x : i32
    %18 = nvvm.read.ptx.sreg.ctaid.x : i32
    %19 = nvvm.read.ptx.sreg.ntid.x : i32
    %20 = llvm.mul %18, %19 : i32
    %21 = llvm.add %20, %17 : i32
    %22 = llvm.zext %21 : i32 to i64
    %23 = llvm.getelementptr inbounds|nuw %arg0[%22] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %24 = llvm.load %23 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> f32
    %25 = llvm.fmul %24, %0 {fastmathFlags = #llvm.fastmath<contract>} : f32
    %26 = llvm.getelementptr inbounds|nuw %arg1[%22] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %25, %26 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : f32, !llvm.ptr
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.all"(%1) : (i32) -> ()
    %27 = llvm.icmp "eq" %17, %1 : i32
    llvm.cond_br %27, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.call_intrinsic "llvm.nvvm.membar.gl"() : () -> ()
    %28 = llvm.atomicrmw add %3, %4 seq_cst {alignment = 4 : i64} : !llvm.ptr, i32
    %29 = nvvm.read.ptx.sreg.nctaid.x : i32
    %30 = llvm.add %29, %5 overflow<nsw> : i32
    %31 = llvm.icmp "eq" %28, %30 : i32
    %32 = llvm.zext %31 : i1 to i8
    llvm.store %32, %7 {alignment = 1 : i64, tbaa = [#tbaa_tag1]} : i8, !llvm.ptr
    llvm.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.all"(%1) : (i32) -> ()
    %33 = llvm.load %7 {alignment = 1 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> i8
    %34 = llvm.trunc %33 overflow<nuw> : i8 to i1
    llvm.cond_br %34, ^bb3, ^bb10
  ^bb3:  // pred: ^bb2
    %35 = nvvm.read.ptx.sreg.nctaid.x : i32
    %36 = llvm.and %35, %8 : i32
    %37 = llvm.icmp "ult" %35, %9 : i32
    llvm.cond_br %37, ^bb6(%1, %10 : i32, f32), ^bb4
  ^bb4:  // pred: ^bb3
    %38 = llvm.and %35, %11 : i32
    llvm.br ^bb9(%1, %10, %1 : i32, f32, i32)
  ^bb5:  // pred: ^bb9
    %39 = llvm.icmp "eq" %36, %1 : i32
    llvm.cond_br %39, ^bb8(%115 : f32), ^bb6(%116, %115 : i32, f32)
  ^bb6(%40: i32, %41: f32):  // 2 preds: ^bb3, ^bb5
    %42 = llvm.icmp "ne" %36, %1 : i32
    llvm.intr.assume %42  : i1
    llvm.br ^bb7(%40, %41, %1 : i32, f32, i32)
  ^bb7(%43: i32, %44: f32, %45: i32):  // 2 preds: ^bb6, ^bb7
    %46 = llvm.mul %43, %19 : i32
    %47 = llvm.add %46, %17 : i32
    %48 = llvm.zext %47 : i32 to i64
    %49 = llvm.getelementptr inbounds|nuw %arg1[%48] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %50 = llvm.load %49 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> f32
    %51 = llvm.fadd %44, %50 {fastmathFlags = #llvm.fastmath<contract>} : f32
    %52 = llvm.add %43, %4 overflow<nsw, nuw> : i32
    %53 = llvm.add %45, %4 : i32
    %54 = llvm.icmp "eq" %53, %36 : i32
    llvm.cond_br %54, ^bb8(%51 : f32), ^bb7(%52, %51, %53 : i32, f32, i32) {loop_annotation = #loop_annotation1}
  ^bb8(%55: f32):  // 2 preds: ^bb5, ^bb7
    %56 = llvm.zext nneg %17 : i32 to i64
    %57 = llvm.getelementptr inbounds|nuw %arg2[%56] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %55, %57 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : f32, !llvm.ptr
    llvm.br ^bb10
  ^bb9(%58: i32, %59: f32, %60: i32):  // 2 preds: ^bb4, ^bb9
    %61 = llvm.mul %58, %19 : i32
    %62 = llvm.add %61, %17 : i32
    %63 = llvm.zext %62 : i32 to i64
    %64 = llvm.getelementptr inbounds|nuw %arg1[%63] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %65 = llvm.load %64 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> f32
    %66 = llvm.fadd %59, %65 {fastmathFlags = #llvm.fastmath<contract>} : f32
    %67 = llvm.or disjoint %58, %4 : i32
    %68 = llvm.mul %67, %19 : i32
    %69 = llvm.add %68, %17 : i32
    %70 = llvm.zext %69 : i32 to i64
    %71 = llvm.getelementptr inbounds|nuw %arg1[%70] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %72 = llvm.load %71 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> f32
    %73 = llvm.fadd %66, %72 {fastmathFlags = #llvm.fastmath<contract>} : f32
    %74 = llvm.or disjoint %58, %12 : i32
    %75 = llvm.mul %74, %19 : i32
    %76 = llvm.add %75, %17 : i32
    %77 = llvm.zext %76 : i32 to i64
    %78 = llvm.getelementptr inbounds|nuw %arg1[%77] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %79 = llvm.load %78 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> f32
    %80 = llvm.fadd %73, %79 {fastmathFlags = #llvm.fastmath<contract>} : f32
    %81 = llvm.or disjoint %58, %13 : i32
    %82 = llvm.mul %81, %19 : i32
    %83 = llvm.add %82, %17 : i32
    %84 = llvm.zext %83 : i32 to i64
    %85 = llvm.getelementptr inbounds|nuw %arg1[%84] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %86 = llvm.load %85 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> f32
    %87 = llvm.fadd %80, %86 {fastmathFlags = #llvm.fastmath<contract>} : f32
    %88 = llvm.or disjoint %58, %14 : i32
    %89 = llvm.mul %88, %19 : i32
    %90 = llvm.add %89, %17 : i32
    %91 = llvm.zext %90 : i32 to i64
    %92 = llvm.getelementptr inbounds|nuw %arg1[%91] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %93 = llvm.load %92 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> f32
    %94 = llvm.fadd %87, %93 {fastmathFlags = #llvm.fastmath<contract>} : f32
    %95 = llvm.or disjoint %58, %15 : i32
    %96 = llvm.mul %95, %19 : i32
    %97 = llvm.add %96, %17 : i32
    %98 = llvm.zext %97 : i32 to i64
    %99 = llvm.getelementptr inbounds|nuw %arg1[%98] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %100 = llvm.load %99 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> f32
    %101 = llvm.fadd %94, %100 {fastmathFlags = #llvm.fastmath<contract>} : f32
    %102 = llvm.or disjoint %58, %16 : i32
    %103 = llvm.mul %102, %19 : i32
    %104 = llvm.add %103, %17 : i32
    %105 = llvm.zext %104 : i32 to i64
    %106 = llvm.getelementptr inbounds|nuw %arg1[%105] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %107 = llvm.load %106 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> f32
    %108 = llvm.fadd %101, %107 {fastmathFlags = #llvm.fastmath<contract>} : f32
    %109 = llvm.or disjoint %58, %8 : i32
    %110 = llvm.mul %109, %19 : i32
    %111 = llvm.add %110, %17 : i32
    %112 = llvm.zext %111 : i32 to i64
    %113 = llvm.getelementptr inbounds|nuw %arg1[%112] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %114 = llvm.load %113 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> f32
    %115 = llvm.fadd %108, %114 {fastmathFlags = #llvm.fastmath<contract>} : f32
    %116 = llvm.add %58, %9 overflow<nsw, nuw> : i32
    %117 = llvm.add %60, %9 : i32
    %118 = llvm.icmp "eq" %117, %38 : i32
    llvm.cond_br %118, ^bb5, ^bb9(%116, %115, %117 : i32, f32, i32) {loop_annotation = #loop_annotation}
  ^bb10:  // 2 preds: ^bb2, ^bb8
    llvm.return
  }
  llvm.func @llvm.nvvm.membar.gl() attributes {no_unwind, passthrough = ["nocallback"]}
}
