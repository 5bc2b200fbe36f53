// RUN: --passes=stride-unversion --split-input-file
// stride-unversion, rule keep-original-of-unit-stride-version: a branch between a loop the
// vectorizer versioned on a launch dimension being 1 and the original loop becomes a plain
// branch to the original; the vector loop, its preheader and its middle block are erased.

// Fires: a byte table copied by a block-strided loop, as clang -O3 vectorizes it (heq_apply's
// lookup-table staging): `<4 x i8>` at a time when blockDim.x == 1 and at least four bytes
// remain, the original loop for the rest. Simulated with one-thread blocks, where the vector
// copy ran before and the original loop runs after.
// SIM-GRID: 1
// SIM-BLOCK: 1
llvm.func ptx_kernelcc @table_copy(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %n = llvm.mlir.constant(256 : i32) : i32
  %c253 = llvm.mlir.constant(253 : i32) : i32
  %mask = llvm.mlir.constant(508 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %ntid = nvvm.read.ptx.sreg.ntid.x : i32
  %in_range = llvm.icmp "ult" %tid, %n : i32
  llvm.cond_br %in_range, ^check, ^done
^check:
  %left = llvm.sub %n, %tid overflow<nsw, nuw> : i32
  %enough = llvm.icmp "ult" %tid, %c253 : i32
  %unit = llvm.icmp "eq" %ntid, %c1 : i32
  %vectorize = llvm.and %enough, %unit : i1
  llvm.cond_br %vectorize, ^vector_ph, ^scalar_ph(%tid : i32)
^vector_ph:
  %span = llvm.and %left, %mask : i32
  %end = llvm.add %tid, %span overflow<nsw, nuw> : i32
  llvm.br ^vector_body(%c0 : i32)
^vector_body(%k: i32):
  %i = llvm.add %tid, %k : i32
  %i64 = llvm.zext nneg %i : i32 to i64
  %src = llvm.getelementptr inbounds %in[%i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  %v = llvm.load %src {alignment = 1 : i64} : !llvm.ptr<1> -> vector<4xi8>
  %dst = llvm.getelementptr inbounds %out[%i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  llvm.store %v, %dst {alignment = 1 : i64} : vector<4xi8>, !llvm.ptr<1>
  %k4 = llvm.add %k, %c4 overflow<nuw> : i32
  %stop = llvm.icmp "eq" %k4, %span : i32
  llvm.cond_br %stop, ^middle, ^vector_body(%k4 : i32) {loop_annotation = #llvm.loop_annotation<mustProgress = true, isVectorized = true>}
^middle:
  %all = llvm.icmp "eq" %left, %span : i32
  llvm.cond_br %all, ^done, ^scalar_ph(%end : i32)
^scalar_ph(%start: i32):
  llvm.br ^scalar_body(%start : i32)
^scalar_body(%j: i32):
  %j64 = llvm.zext nneg %j : i32 to i64
  %from = llvm.getelementptr inbounds %in[%j64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  %b = llvm.load %from {alignment = 1 : i64} : !llvm.ptr<1> -> i8
  %to = llvm.getelementptr inbounds %out[%j64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  llvm.store %b, %to {alignment = 1 : i64} : i8, !llvm.ptr<1>
  %next = llvm.add %j, %ntid overflow<nsw, nuw> : i32
  %more = llvm.icmp "ult" %next, %n : i32
  llvm.cond_br %more, ^scalar_body(%next : i32), ^done {loop_annotation = #llvm.loop_annotation<mustProgress = true, isVectorized = true>}
^done:
  llvm.return
}

// -----

// Fires: a grid-strided copy of halves, versioned on its 64-bit stride gridDim.x * blockDim.x
// being 1 (the constant on the left), the condition that alone; the remainder's loop is two
// blocks, its latch the second. Simulated with two blocks of 32 threads, where the original
// loop runs before and after.
// SIM-GRID: 2
// SIM-BLOCK: 32
llvm.func ptx_kernelcc @grid_strided_halves(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %n = llvm.mlir.constant(64 : i64) : i64
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %ntid = nvvm.read.ptx.sreg.ntid.x : i32
  %nctaid = nvvm.read.ptx.sreg.nctaid.x : i32
  %t64 = llvm.zext nneg %tid : i32 to i64
  %b64 = llvm.zext nneg %ntid : i32 to i64
  %g64 = llvm.zext nneg %nctaid : i32 to i64
  %stride = llvm.mul %g64, %b64 overflow<nsw, nuw> : i64
  %unit = llvm.icmp "eq" %c1, %stride : i64
  llvm.cond_br %unit, ^vector_ph, ^scalar_ph(%t64 : i64)
^vector_ph:
  llvm.br ^vector_body(%c0 : i64)
^vector_body(%k: i64):
  %src = llvm.getelementptr inbounds %in[%k] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
  %v = llvm.load %src {alignment = 2 : i64} : !llvm.ptr<1> -> vector<2xi16>
  %dst = llvm.getelementptr inbounds %out[%k] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
  llvm.store %v, %dst {alignment = 2 : i64} : vector<2xi16>, !llvm.ptr<1>
  %k2 = llvm.add %k, %c2 overflow<nuw> : i64
  %stop = llvm.icmp "eq" %k2, %n : i64
  llvm.cond_br %stop, ^middle, ^vector_body(%k2 : i64) {loop_annotation = #llvm.loop_annotation<isVectorized = true>}
^middle:
  %all = llvm.icmp "uge" %k2, %n : i64
  llvm.cond_br %all, ^done, ^scalar_ph(%k2 : i64)
^scalar_ph(%start: i64):
  llvm.br ^scalar_body(%start : i64)
^scalar_body(%j: i64):
  %from = llvm.getelementptr inbounds %in[%j] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
  %h = llvm.load %from {alignment = 2 : i64} : !llvm.ptr<1> -> i16
  llvm.br ^scalar_latch
^scalar_latch:
  %to = llvm.getelementptr inbounds %out[%j] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
  llvm.store %h, %to {alignment = 2 : i64} : i16, !llvm.ptr<1>
  %next = llvm.add %j, %stride overflow<nsw, nuw> : i64
  %more = llvm.icmp "ult" %next, %n : i64
  llvm.cond_br %more, ^scalar_body(%next : i64), ^done {loop_annotation = #llvm.loop_annotation<isVectorized = true>}
^done:
  llvm.return
}

// -----

// Does not fire: the source's own `if (blockDim.x == 1)`, two loops no vectorizer made; the
// one-thread loop may rely on the block being one thread (here it writes every element).
// SIM-GRID: 1
// SIM-BLOCK: 1
llvm.func ptx_kernelcc @source_branch_on_one_thread_should_not_apply(%out: !llvm.ptr<1>) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %n = llvm.mlir.constant(32 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %ntid = nvvm.read.ptx.sreg.ntid.x : i32
  %unit = llvm.icmp "eq" %ntid, %c1 : i32
  llvm.cond_br %unit, ^serial(%c0 : i32), ^parallel
^serial(%i: i32):
  %p = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  llvm.store %i, %p : i32, !llvm.ptr<1>
  %i1 = llvm.add %i, %c1 : i32
  %more = llvm.icmp "ult" %i1, %n : i32
  llvm.cond_br %more, ^serial(%i1 : i32), ^done
^parallel:
  %q = llvm.getelementptr inbounds %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  llvm.store %tid, %q : i32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}

// -----

// Does not fire: vectorized, but versioned on the trip count alone (no launch dimension): the
// vector loop runs on real launches and pays.
llvm.func ptx_kernelcc @versioned_on_trip_count_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i64) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %enough = llvm.icmp "uge" %n, %c4 : i64
  %rounded = llvm.and %n, %c4 : i64
  llvm.cond_br %enough, ^vector_ph, ^scalar_ph(%c0 : i64)
^vector_ph:
  llvm.br ^vector_body(%c0 : i64)
^vector_body(%k: i64):
  %src = llvm.getelementptr inbounds %in[%k] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  %v = llvm.load %src {alignment = 1 : i64} : !llvm.ptr<1> -> vector<4xi8>
  %dst = llvm.getelementptr inbounds %out[%k] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  llvm.store %v, %dst {alignment = 1 : i64} : vector<4xi8>, !llvm.ptr<1>
  %k4 = llvm.add %k, %c4 : i64
  %stop = llvm.icmp "uge" %k4, %rounded : i64
  llvm.cond_br %stop, ^middle, ^vector_body(%k4 : i64) {loop_annotation = #llvm.loop_annotation<isVectorized = true>}
^middle:
  llvm.br ^scalar_ph(%k4 : i64)
^scalar_ph(%start: i64):
  %any = llvm.icmp "ult" %start, %n : i64
  llvm.cond_br %any, ^scalar_body(%start : i64), ^done
^scalar_body(%j: i64):
  %from = llvm.getelementptr inbounds %in[%j] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  %b = llvm.load %from : !llvm.ptr<1> -> i8
  %to = llvm.getelementptr inbounds %out[%j] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  llvm.store %b, %to : i8, !llvm.ptr<1>
  %next = llvm.add %j, %c1 : i64
  %more = llvm.icmp "ult" %next, %n : i64
  llvm.cond_br %more, ^scalar_body(%next : i64), ^done {loop_annotation = #llvm.loop_annotation<isVectorized = true>}
^done:
  llvm.return
}

// -----

// Does not fire: `blockDim.x == 1 || enough` does not require one-thread blocks.
llvm.func ptx_kernelcc @either_condition_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %enough: i1) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %n = llvm.mlir.constant(64 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %ntid = nvvm.read.ptx.sreg.ntid.x : i32
  %unit = llvm.icmp "eq" %ntid, %c1 : i32
  %vectorize = llvm.or %enough, %unit : i1
  llvm.cond_br %vectorize, ^vector_ph, ^scalar_ph(%tid : i32)
^vector_ph:
  llvm.br ^vector_body(%c0 : i32)
^vector_body(%k: i32):
  %src = llvm.getelementptr inbounds %in[%k] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
  %v = llvm.load %src {alignment = 1 : i64} : !llvm.ptr<1> -> vector<4xi8>
  %dst = llvm.getelementptr inbounds %out[%k] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
  llvm.store %v, %dst {alignment = 1 : i64} : vector<4xi8>, !llvm.ptr<1>
  %k4 = llvm.add %k, %c4 : i32
  %stop = llvm.icmp "eq" %k4, %n : i32
  llvm.cond_br %stop, ^middle, ^vector_body(%k4 : i32) {loop_annotation = #llvm.loop_annotation<isVectorized = true>}
^middle:
  llvm.cond_br %stop, ^done, ^scalar_ph(%k4 : i32)
^scalar_ph(%start: i32):
  llvm.br ^scalar_body(%start : i32)
^scalar_body(%j: i32):
  %from = llvm.getelementptr inbounds %in[%j] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
  %b = llvm.load %from : !llvm.ptr<1> -> i8
  %to = llvm.getelementptr inbounds %out[%j] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
  llvm.store %b, %to : i8, !llvm.ptr<1>
  %next = llvm.add %j, %ntid : i32
  %more = llvm.icmp "ult" %next, %n : i32
  llvm.cond_br %more, ^scalar_body(%next : i32), ^done {loop_annotation = #llvm.loop_annotation<isVectorized = true>}
^done:
  llvm.return
}

// -----

// Does not fire: the one-thread loop's exit does not reach the other loop, so nothing says the
// other computes the same (it need not be the vectorizer's remainder).
llvm.func ptx_kernelcc @exit_bypasses_the_other_loop_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %n = llvm.mlir.constant(64 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %ntid = nvvm.read.ptx.sreg.ntid.x : i32
  %unit = llvm.icmp "eq" %ntid, %c1 : i32
  llvm.cond_br %unit, ^vector_ph, ^scalar_ph(%tid : i32)
^vector_ph:
  llvm.br ^vector_body(%c0 : i32)
^vector_body(%k: i32):
  %src = llvm.getelementptr inbounds %in[%k] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
  %v = llvm.load %src {alignment = 1 : i64} : !llvm.ptr<1> -> vector<4xi8>
  %dst = llvm.getelementptr inbounds %out[%k] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
  llvm.store %v, %dst {alignment = 1 : i64} : vector<4xi8>, !llvm.ptr<1>
  %k4 = llvm.add %k, %c4 : i32
  %stop = llvm.icmp "eq" %k4, %n : i32
  llvm.cond_br %stop, ^done, ^vector_body(%k4 : i32) {loop_annotation = #llvm.loop_annotation<isVectorized = true>}
^scalar_ph(%start: i32):
  llvm.br ^scalar_body(%start : i32)
^scalar_body(%j: i32):
  %from = llvm.getelementptr inbounds %in[%j] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
  %b = llvm.load %from : !llvm.ptr<1> -> i8
  %to = llvm.getelementptr inbounds %out[%j] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
  llvm.store %b, %to : i8, !llvm.ptr<1>
  %next = llvm.add %j, %ntid : i32
  %more = llvm.icmp "ult" %next, %n : i32
  llvm.cond_br %more, ^scalar_body(%next : i32), ^done {loop_annotation = #llvm.loop_annotation<isVectorized = true>}
^done:
  llvm.return
}

// -----

// Does not fire: the other loop carries no vectorizer mark, so it is not known to be the
// original the vector loop was made from.
llvm.func ptx_kernelcc @unmarked_other_loop_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %n = llvm.mlir.constant(64 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %ntid = nvvm.read.ptx.sreg.ntid.x : i32
  %unit = llvm.icmp "eq" %ntid, %c1 : i32
  llvm.cond_br %unit, ^vector_ph, ^scalar_ph(%tid : i32)
^vector_ph:
  llvm.br ^vector_body(%c0 : i32)
^vector_body(%k: i32):
  %src = llvm.getelementptr inbounds %in[%k] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
  %v = llvm.load %src {alignment = 1 : i64} : !llvm.ptr<1> -> vector<4xi8>
  %dst = llvm.getelementptr inbounds %out[%k] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
  llvm.store %v, %dst {alignment = 1 : i64} : vector<4xi8>, !llvm.ptr<1>
  %k4 = llvm.add %k, %c4 : i32
  %stop = llvm.icmp "eq" %k4, %n : i32
  llvm.cond_br %stop, ^middle, ^vector_body(%k4 : i32) {loop_annotation = #llvm.loop_annotation<isVectorized = true>}
^middle:
  llvm.br ^scalar_ph(%k4 : i32)
^scalar_ph(%start: i32):
  llvm.br ^scalar_body(%start : i32)
^scalar_body(%j: i32):
  %from = llvm.getelementptr inbounds %in[%j] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
  %b = llvm.load %from : !llvm.ptr<1> -> i8
  %to = llvm.getelementptr inbounds %out[%j] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
  llvm.store %b, %to : i8, !llvm.ptr<1>
  %next = llvm.add %j, %ntid : i32
  %more = llvm.icmp "ult" %next, %n : i32
  llvm.cond_br %more, ^scalar_body(%next : i32), ^done
^done:
  llvm.return
}
