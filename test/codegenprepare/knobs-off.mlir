// RUN: --passes=codegenprepare --addr-sink-using-gep=false --addr-sink-new-select=false --cgp-split-large-offset-gep=false --disable-cgp-branch-opts=true --split-input-file
// With the GEP form off (upstream would emit ptrtoint/add/inttoptr, losing the address space),
// new selects off, large-offset splitting off and branch optimisations off, codegenprepare
// changes nothing.

// Would sink `a + 16` (see sinking.mlir) with addr-sink-using-gep on.
llvm.func ptx_kernelcc @no_gep_form_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %a = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %b = llvm.getelementptr inbounds %a[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %o = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %odd = llvm.and %tid, %c1 : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %is_odd = llvm.icmp "ne" %odd, %zero : i32
  llvm.cond_br %is_odd, ^then, ^done
^then:
  %v = llvm.load %b {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  llvm.store %v, %o {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}

// -----
// Would become a sunk select (see select.mlir) with addr-sink-new-select on.
llvm.func ptx_kernelcc @no_new_select_should_not_apply(%out: !llvm.ptr<1>, %x: !llvm.ptr<1>, %y: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %px = llvm.getelementptr inbounds %x[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %py = llvm.getelementptr inbounds %y[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %ax = llvm.getelementptr inbounds %px[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %ay = llvm.getelementptr inbounds %py[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %odd = llvm.and %tid, %c1 : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %is_odd = llvm.icmp "ne" %odd, %zero : i32
  %a = llvm.select %is_odd, %ax, %ay : i1, !llvm.ptr<1>
  %v = llvm.load %a {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %o = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %o {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// Would get a .cond.split block (see split.mlir) without disable-cgp-branch-opts.
llvm.func ptx_kernelcc @no_branch_opts_should_not_apply(%out: !llvm.ptr<1>, %n: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %odd = llvm.and %tid, %c1 : i32
  %a = llvm.icmp "ne" %odd, %zero : i32
  %b = llvm.icmp "slt" %tid, %n : i32
  %c = llvm.and %a, %b : i1
  llvm.cond_br %c weights([3, 5]), ^then, ^done
^then:
  %t = llvm.zext nneg %tid : i32 to i64
  %o = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %c1, %o {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}
