// Atomics: every thread takes a ticket from counter[0] (atomicrmw add) and records it,
// raises counter[1] to its global id (max), adds 1.0 to a float (fadd), and increments
// counter[2] with a cmpxchg retry loop. Tickets are a permutation of 0..threads-1.
llvm.func @atomics(%counters: !llvm.ptr<1>, %tickets: !llvm.ptr<1>, %total: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %one = llvm.mlir.constant(1.0 : f32) : f32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %bid = nvvm.read.ptx.sreg.ctaid.x : i32
  %ntid = nvvm.read.ptx.sreg.ntid.x : i32
  %base = llvm.mul %bid, %ntid : i32
  %gid = llvm.add %base, %tid : i32
  %ticket = llvm.atomicrmw add %counters, %c1 seq_cst : !llvm.ptr<1>, i32
  %slot = llvm.getelementptr %tickets[%gid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  llvm.store %ticket, %slot : i32, !llvm.ptr<1>
  %max_p = llvm.getelementptr %counters[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
  %old_max = llvm.atomicrmw umax %max_p, %gid monotonic : !llvm.ptr<1>, i32
  %sum = llvm.atomicrmw fadd %total, %one monotonic : !llvm.ptr<1>, f32
  %cas_p = llvm.getelementptr %counters[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
  %seen = llvm.load %cas_p atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
  llvm.br ^retry(%seen : i32)
^retry(%expected: i32):
  %desired = llvm.add %expected, %c1 : i32
  %pair = llvm.cmpxchg %cas_p, %expected, %desired acq_rel monotonic : !llvm.ptr<1>, i32
  %ok = llvm.extractvalue %pair[1] : !llvm.struct<(i32, i1)>
  %current = llvm.extractvalue %pair[0] : !llvm.struct<(i32, i1)>
  llvm.cond_br %ok, ^done, ^retry(%current : i32)
^done:
  llvm.return
}
