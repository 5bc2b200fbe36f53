// RUN: --passes=sink --sink-for-occ=0 --split-input-file
// sink, rule sink-to-uses: a pure value (or an invariant load) computed before a branch and
// used on one side of it only moves to the top of the block that dominates its uses; a plain
// load only into a block entered from its own alone, with nothing after it that may write.

// Fires: the scaled value and the invariant load feeding it are used only by odd threads,
// so both move into ^odd; the address the load reads moves with it (bottom-up).
// SIM-GRID: 1
// SIM-BLOCK: 8
// SIM-ARG: 2 3.5
llvm.func ptx_kernelcc @scaled_value_moves_to_its_only_user(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %s: f32) {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %p = llvm.getelementptr %in[%tx] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %v = llvm.load %p invariant : !llvm.ptr<1> -> f32
  %w = llvm.fmul %v, %s : f32
  %o = llvm.getelementptr %out[%tx] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %odd = llvm.and %tx, %c1 : i32
  %take = llvm.icmp "eq" %odd, %c1 : i32
  llvm.cond_br %take, ^odd, ^done
^odd:
  llvm.store %w, %o : f32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}

// -----

// Fires: a plain load, nothing after it that writes, moves into the block only its own
// branch enters; the product of two thread indices follows its use two branches down.
// SIM-GRID: 1
// SIM-BLOCK: 8,2
llvm.func ptx_kernelcc @values_follow_their_uses_down_two_branches(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %ty = nvvm.read.ptx.sreg.tid.y : i32
  %p = llvm.getelementptr %in[%tx] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  %v = llvm.load %p : !llvm.ptr<1> -> i32
  %prod = llvm.mul %tx, %ty : i32
  %o = llvm.getelementptr %out[%tx] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  %low = llvm.icmp "ult" %tx, %c4 : i32
  llvm.cond_br %low, ^low, ^done
^low:
  %yodd = llvm.icmp "eq" %ty, %c1 : i32
  llvm.store %v, %o : i32, !llvm.ptr<1>
  llvm.cond_br %yodd, ^second_row, ^done
^second_row:
  %q = llvm.add %prod, %v : i32
  llvm.store %q, %o : i32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}

// -----

// Does not fire: the value is used on both sides of the branch, so the nearest block that
// dominates its uses is its own.
llvm.func @used_on_both_sides_should_not_apply(%a: i32, %b: i32, %c: i1) -> i32 {
  %s = llvm.mul %a, %b : i32
  llvm.cond_br %c, ^left, ^right
^left:
  %l = llvm.add %s, %a : i32
  llvm.return %l : i32
^right:
  %r = llvm.sub %s, %b : i32
  llvm.return %r : i32
}

// -----

// Does not fire: the only use is inside a loop the value is not in; moved there it would be
// computed on every iteration.
llvm.func @use_inside_a_loop_should_not_apply(%a: i32, %b: i32, %n: i32, %c: i1) -> i32 {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %s = llvm.mul %a, %b : i32
  llvm.cond_br %c, ^loop(%c0, %c0 : i32, i32), ^exit(%c0 : i32)
^loop(%i: i32, %acc: i32):
  %next = llvm.add %acc, %s : i32
  %i1 = llvm.add %i, %c1 : i32
  %more = llvm.icmp "slt" %i1, %n : i32
  llvm.cond_br %more, ^loop(%i1, %next : i32, i32), ^exit(%next : i32)
^exit(%r: i32):
  llvm.return %r : i32
}

// -----

// Does not fire: the store after the load may write what it read (it does, for thread 0);
// moved into ^odd, the load would read the stored value.
// SIM-GRID: 1
// SIM-BLOCK: 4
llvm.func ptx_kernelcc @load_before_a_store_should_not_apply(%buf: !llvm.ptr<1>, %out: !llvm.ptr<1>) {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c9 = llvm.mlir.constant(9 : i32) : i32
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %v = llvm.load %buf : !llvm.ptr<1> -> i32
  %first = llvm.icmp "eq" %tx, %c1 : i32
  llvm.store %c9, %buf : i32, !llvm.ptr<1>
  llvm.cond_br %first, ^odd, ^done
^odd:
  %o = llvm.getelementptr %out[%tx] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  llvm.store %v, %o : i32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}

// -----

// Does not fire: a plain load used only after a diamond would reach the join from two
// blocks, where the other path may have written memory.
llvm.func @load_into_a_join_should_not_apply(%p: !llvm.ptr<1>, %c: i1) -> i32 {
  %v = llvm.load %p : !llvm.ptr<1> -> i32
  llvm.cond_br %c, ^left, ^right
^left:
  llvm.br ^join
^right:
  llvm.br ^join
^join:
  llvm.return %v : i32
}

// -----

// Does not fire: a warp shuffle moved into a branch would change which lanes take part.
llvm.func ptx_kernelcc @shuffle_stays_where_all_lanes_run_it_should_not_apply(%out: !llvm.ptr<1>, %x: f32) {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %full = llvm.mlir.constant(-1 : i32) : i32
  %c31 = llvm.mlir.constant(31 : i32) : i32
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %s = nvvm.shfl.sync bfly %full, %x, %c1, %c31 : f32 -> f32
  %odd = llvm.and %tx, %c1 : i32
  %take = llvm.icmp "eq" %odd, %c1 : i32
  llvm.cond_br %take, ^odd, ^done
^odd:
  llvm.store %s, %out : f32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}

// -----

// Does not fire: nothing moves out of a block that does not branch (LLVM's rule: its one
// successor runs whenever it does).
llvm.func @no_branch_in_the_block_should_not_apply(%a: i32, %b: i32) -> i32 {
  %s = llvm.mul %a, %b : i32
  llvm.br ^next
^next:
  llvm.return %s : i32
}
