//! Control flow inside a frame: branches (with their block-argument copies), switches and
//! `assume`. Calls, returns and exits leave the frame and are the machine's
//! ([`super::Machine::run`]); `unreachable` and traps are faults.

use super::{FaultKind, Running, Step, fault};
use crate::program::{Function, Inst};

impl Running<'_> {
    #[inline(always)]
    pub(super) fn br(&mut self, inst: Inst) {
        fields!(inst, Inst::Br { edge });
        self.take(edge);
    }

    /// A conditional branch; branching on poison is undefined.
    #[inline(always)]
    pub(super) fn cond_br(&mut self, inst: Inst) -> Step {
        fields!(inst, Inst::CondBr { cond, t, f, site });
        let cond = self.defined(cond, site, "branch on a poison condition")?;
        self.take(if cond & 1 == 1 { t } else { f });
        Ok(())
    }

    /// A switch: the edge of the first case equal to the value, else the default.
    pub(super) fn switch(&mut self, inst: Inst) -> Step {
        fields!(inst, Inst::Switch { value, table, site });
        let v = self.defined(value, site, "switch on a poison value")?;
        let table = &self.function.switches[table as usize];
        let edge = table
            .cases
            .iter()
            .find(|(case, _)| *case == v)
            .map_or(table.default, |&(_, edge)| edge);
        self.take(edge);
        Ok(())
    }

    /// `llvm.assume`: a false or poison condition is undefined.
    pub(super) fn assume(&self, inst: Inst) -> Step {
        fields!(inst, Inst::Assume { cond, site });
        if self.is_poison(cond) || self.value(cond) & 1 == 0 {
            let message = "llvm.assume of a false or poison condition";
            return Err(fault(FaultKind::UndefinedBehaviour, site, message));
        }
        Ok(())
    }

    /// Goes along `edge`: its block-argument copies, then its target.
    #[inline(always)]
    fn take(&mut self, edge: u32) {
        self.pc = take_edge(self.function, edge, self.regs, self.poison, self.scratch);
    }
}

/// Applies an edge's block-argument copies and returns its target.
fn take_edge(
    function: &Function,
    edge: u32,
    regs: &mut [u64],
    poison: &mut [bool],
    scratch: &mut Vec<(u64, bool)>,
) -> usize {
    let edge = function.edges[edge as usize];
    let copies = &function.copies
        [edge.copies_start as usize..(edge.copies_start + edge.copies_len) as usize];
    if edge.needs_temp {
        scratch.clear();
        scratch.extend(
            copies
                .iter()
                .map(|&(_, src)| (regs[src as usize], poison[src as usize])),
        );
        for (&(dst, _), &(value, p)) in copies.iter().zip(scratch.iter()) {
            regs[dst as usize] = value;
            poison[dst as usize] = p;
        }
    } else {
        for &(dst, src) in copies {
            regs[dst as usize] = regs[src as usize];
            poison[dst as usize] = poison[src as usize];
        }
    }
    edge.target as usize
}
