//! The instructions that stop a thread for the scheduler: CTA barriers (named, counted,
//! arriving only, reducing a predicate), warp collectives (votes, shuffles, match, ...) and
//! warp-level matrix instructions, whose operands the thread hands over with the stop.

use super::{
    BARRIERS_PER_CTA, BarrierArrival, Exec, FaultKind, Machine, Running, Step, Stop, Who,
    access::Place, at, fault,
};
use crate::{
    matrix::MatrixOp,
    memory,
    program::{BarrierKind, Inst, Reg, SiteId, WarpOp},
    race::AccessKind,
};

impl Machine<'_> {
    /// A warp-level matrix instruction: the thread's payload is its `ldmatrix` row (lanes
    /// 8i..8i+7 supply the rows of matrix i; the others' addresses are not used) or its
    /// `mma` fragments.
    pub(super) fn matrix(&mut self, running: &mut Running, inst: Inst) -> Step<Stop> {
        fields!(
            inst,
            Inst::Matrix {
                op,
                dst,
                args,
                nargs,
                site,
            }
        );
        let function = running.function;
        let operands = &function.lists[args as usize..(args + nargs) as usize];
        running.payload.clear();
        match op {
            MatrixOp::LdMatrix { num, space, .. } => {
                if running.who.thread % 32 < 8 * u32::from(num) {
                    let message = "ldmatrix row address is poison";
                    let address = running.defined(operands[0], site, message)?;
                    let row = self
                        .load_matrix_row(running.who, space, address, site)
                        .map_err(at(site))?;
                    running.payload.extend(row);
                }
            }
            MatrixOp::Mma(_) => {
                for &fragment in operands {
                    let leaf = (running.value(fragment), running.is_poison(fragment));
                    running.payload.push(leaf);
                }
            }
        }
        Ok(Stop::Warp {
            site,
            op: WarpOp::Matrix(op),
            dst,
            args: [u64::from(u32::MAX), 0, 0, 0],
            value_poison: false,
        })
    }

    /// The 16 bytes of an `ldmatrix` row at `address`, as eight b16 leaves: a read of
    /// shared memory by the lane that supplies the address.
    fn load_matrix_row(
        &mut self,
        who: Who,
        space: u32,
        address: u64,
        site: SiteId,
    ) -> Exec<Vec<(u64, bool)>> {
        let place = self.resolve(who, space, address)?;
        let Place::Shared(offset) = place else {
            return Err((
                FaultKind::InvalidAccess,
                format!(
                    "ldmatrix row address {} is not in shared memory",
                    self.describe(place)
                ),
            ));
        };
        self.check_alignment(place, 16)?;
        self.check_async_hazard(who, place, 16, false)?;
        let bytes = self.shared.read_bytes(offset, 16).map_err(|_| {
            (
                FaultKind::InvalidAccess,
                format!("out-of-bounds ldmatrix row at {}", self.describe(place)),
            )
        })?;
        self.check_race(who, place, 16, AccessKind::Read, site);
        let is_poison = |(_, m): (u8, u8)| m & memory::meta::POISON != 0;
        Ok(bytes
            .chunks(2)
            .map(|pair| {
                let value = u64::from(pair[0].0) | u64::from(pair[1].0) << 8;
                (value, is_poison(pair[0]) || is_poison(pair[1]))
            })
            .collect())
    }
}

impl Running<'_> {
    /// A CTA barrier: its id (0 unless given), its thread count (every thread unless
    /// given) and, for a reduction, its predicate.
    pub(super) fn barrier(&self, inst: Inst) -> Step<Stop> {
        fields!(
            inst,
            Inst::Barrier {
                kind,
                pred,
                dst,
                site,
                id,
                count,
                mode,
            }
        );
        let id = match id {
            None => 0,
            Some(reg) => self.barrier_id(reg, site)?,
        };
        let count = match count {
            None => None,
            Some(reg) => Some(self.barrier_count(reg, site)?),
        };
        let predicate = match kind {
            BarrierKind::Sync => false,
            _ => self.defined(pred, site, "barrier reduction of a poison predicate")? != 0,
        };
        Ok(Stop::Barrier {
            site,
            kind,
            predicate,
            dst,
            arrival: BarrierArrival { id, count, mode },
        })
    }

    /// A barrier id operand: one of the 16 barriers.
    fn barrier_id(&self, reg: Reg, site: SiteId) -> Step<u32> {
        let id = self.defined(reg, site, "barrier id is poison")?;
        if id >= BARRIERS_PER_CTA {
            let message = format!("barrier id {} (there are barriers 0 to 15)", id as i64);
            return Err(fault(FaultKind::UndefinedBehaviour, site, message));
        }
        Ok(id as u32)
    }

    /// A barrier thread count operand: whole warps, at most a block.
    fn barrier_count(&self, reg: Reg, site: SiteId) -> Step<u32> {
        let n = self.defined(reg, site, "barrier thread count is poison")? & 0xffff_ffff;
        if n == 0 || n % 32 != 0 || n > memory::MAX_THREADS_PER_BLOCK {
            let message = format!(
                "barrier thread count {} (must be a positive multiple of 32, at most 1024)",
                n as i32
            );
            return Err(fault(FaultKind::UndefinedBehaviour, site, message));
        }
        Ok(n as u32)
    }

    /// A warp collective: its mask, and the lanes and predicate it uses, must not be
    /// poison; a shuffled value may be.
    pub(super) fn warp(&self, inst: Inst) -> Step<Stop> {
        fields!(
            inst,
            Inst::Warp {
                op,
                dst,
                args,
                site,
            }
        );
        if op != WarpOp::ActiveMask && self.is_poison(args[0]) {
            return Err(fault(
                FaultKind::PoisonUse,
                site,
                "warp collective with a poison mask",
            ));
        }
        if matches!(op, WarpOp::Shfl { .. }) && (self.is_poison(args[2]) || self.is_poison(args[3]))
        {
            return Err(fault(
                FaultKind::PoisonUse,
                site,
                "shuffle with a poison lane",
            ));
        }
        let value_poison = self.is_poison(args[1]);
        let vote = matches!(
            op,
            WarpOp::VoteAll | WarpOp::VoteAny | WarpOp::VoteUni | WarpOp::Ballot
        );
        if vote && value_poison {
            return Err(fault(
                FaultKind::PoisonUse,
                site,
                "vote on a poison predicate",
            ));
        }
        // A reduction or match over a poison value gives every lane a result from it.
        if matches!(op, WarpOp::Redux(_) | WarpOp::MatchAny) && value_poison {
            return Err(fault(
                FaultKind::PoisonUse,
                site,
                "warp reduction or match of a poison value",
            ));
        }
        Ok(Stop::Warp {
            site,
            op,
            dst,
            args: args.map(|r| self.value(r)),
            value_poison,
        })
    }
}
