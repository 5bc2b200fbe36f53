// RUN: --passes=codegenprepare --split-input-file --print-codegenprepare
// Block splitting from branch weights (only an llvm.cond_br with `weights` is considered):
// `.cond.split` splits a branch on `and`/`or` of two compares into two branches (the second
// compare moves into the new block), `.unlikely` gives a cold critical edge (under 1/5 of the
// weight) its own block at the end of the function. `SIM-ARG: 1 <n>` sets the bound `n`.

// SIM-ARG: 1 48
// `odd && tid < n` with weights 3:5: ^bb0 branches on `odd` to the new block (weights 11:5),
// which branches on `tid < n` (weights 6:5).
llvm.func ptx_kernelcc @and_condition_splits(%out: !llvm.ptr<1>, %n: i32) {
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

// -----
// SIM-ARG: 1 48
// `odd || tid < n` with weights 1:3: ^bb0 goes to ^then on `odd` or on to the new block
// (weights 1:7), which tests `tid < n` (weights 1:6); the operands of ^then's argument are
// passed on both paths.
llvm.func ptx_kernelcc @or_condition_splits_with_block_arguments(%out: !llvm.ptr<1>, %n: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c7 = llvm.mlir.constant(7 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %odd = llvm.and %tid, %c1 : i32
  %a = llvm.icmp "ne" %odd, %zero : i32
  %b = llvm.icmp "slt" %tid, %n : i32
  %c = llvm.or %a, %b : i1
  llvm.cond_br %c weights([1, 3]), ^then(%c7 : i32), ^done
^then(%v: i32):
  %t = llvm.zext nneg %tid : i32 to i64
  %o = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %v, %o {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}

// -----
// The edge to ^done has weight 1 of 2001 and ^done has another predecessor: the edge gets
// its own block (bb0.unlikely) at the end, passing ^done's operand.
llvm.func ptx_kernelcc @unlikely_critical_edge_splits(%out: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %odd = llvm.and %tid, %c1 : i32
  %a = llvm.icmp "ne" %odd, %zero : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %o = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.cond_br %a weights([2000, 1]), ^then, ^done(%c2 : i32)
^then:
  llvm.br ^done(%c1 : i32)
^done(%v: i32):
  llvm.store %v, %o {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// No branch weights: neither split is considered (the spec: driven by branch probabilities).
llvm.func ptx_kernelcc @unweighted_branch_should_not_apply(%out: !llvm.ptr<1>, %n: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %odd = llvm.and %tid, %c1 : i32
  %a = llvm.icmp "ne" %odd, %zero : i32
  %b = llvm.icmp "slt" %tid, %n : i32
  %c = llvm.and %a, %b : i1
  llvm.cond_br %c, ^then, ^done
^then:
  %t = llvm.zext nneg %tid : i32 to i64
  %o = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %c1, %o {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}

// -----
// The `and` is also stored, so it is not the branch's alone (upstream's one-use rule); the
// weights 1:1 make neither edge unlikely.
llvm.func ptx_kernelcc @shared_condition_should_not_apply(%out: !llvm.ptr<1>, %n: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %odd = llvm.and %tid, %c1 : i32
  %a = llvm.icmp "ne" %odd, %zero : i32
  %b = llvm.icmp "slt" %tid, %n : i32
  %c = llvm.and %a, %b : i1
  %u = llvm.zext %c : i1 to i32
  llvm.store %u, %out {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.cond_br %c weights([1, 1]), ^then, ^done
^then:
  %t = llvm.zext nneg %tid : i32 to i64
  %o = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %c1, %o {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}

// -----
// The unlikely edge (weight 1 of 2001) leads to ^then, whose only predecessor is the branch:
// the cold code already has its own block.
llvm.func ptx_kernelcc @unlikely_edge_not_critical_should_not_apply(%out: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %odd = llvm.and %tid, %c1 : i32
  %a = llvm.icmp "ne" %odd, %zero : i32
  llvm.cond_br %a weights([1, 2000]), ^then, ^done
^then:
  %t = llvm.zext nneg %tid : i32 to i64
  %o = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %c1, %o {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}

// -----
// The unlikely edge is the loop's back edge (to the header, which dominates the latch): it
// is not split, so the loop keeps its one latch.
llvm.func ptx_kernelcc @unlikely_back_edge_should_not_apply(%out: !llvm.ptr<1>, %n: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^loop(%c0 : i32)
^loop(%i: i32):
  %j = llvm.add %i, %c1 : i32
  %more = llvm.icmp "slt" %j, %n : i32
  llvm.cond_br %more weights([1, 100]), ^loop(%j : i32), ^done
^done:
  llvm.store %j, %out {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.return
}
