//! Vector clocks over the threads of a grid that runs one block at a time.
//!
//! A [`Clock`] maps every thread of the grid, `(block, thread)`, to the last tick of that
//! thread known to whoever holds the clock (0: nothing). Its shape follows where knowledge
//! comes from:
//!
//! - the threads of one block, `block`: a dense vector `local` (shared: after a CTA barrier
//!   every thread of the block holds the same one) plus a few entries above it, `extra`
//!   (what warp syncs, fences and atomics added since);
//! - other blocks: a sorted list `others` of dense vectors, each shared, the list shared too.
//!   Blocks run one after another, so these are always blocks that have finished.
//!
//! Joins skip parts that are the same allocation, so the common joins (two threads of one
//! block after a barrier, a thread and a location nobody released to) cost O(1) and a
//! barrier costs O(threads per block). A clock that describes an earlier block is moved into
//! `others` ([`Clock::settle`]) before it meets a clock of the current one.

use std::rc::Rc;

/// A thread's logical time. Every thread starts at 1.
pub type Tick = u32;

/// Entries of other blocks, sorted by block.
type Others = Vec<(u32, Rc<[Tick]>)>;

/// More `extra` entries than this are folded into `local`.
const EXTRA_LIMIT: usize = 64;

/// A vector clock; see the module documentation.
#[derive(Clone, Debug, Default)]
pub struct Clock {
    /// The block `local` and `extra` describe (meaningless when both are empty).
    block: u32,
    /// One tick per thread of `block`; `None` is all zero.
    local: Option<Rc<[Tick]>>,
    /// `(thread, tick)` entries of `block` above `local`, one per thread.
    extra: Vec<(u32, Tick)>,
    others: Option<Rc<Others>>,
}

impl Clock {
    /// True when it knows nothing.
    pub fn is_empty(&self) -> bool {
        !self.has_block_part() && self.others.is_none()
    }

    fn has_block_part(&self) -> bool {
        self.local.is_some() || !self.extra.is_empty()
    }

    /// The tick of `thread` of `block`.
    pub fn get(&self, block: u32, thread: u32) -> Tick {
        if block == self.block && self.has_block_part() {
            return self.local_get(thread);
        }
        let Some(others) = &self.others else {
            return 0;
        };
        match others.binary_search_by_key(&block, |(b, _)| *b) {
            Ok(index) => others[index].1[thread as usize],
            Err(_) => 0,
        }
    }

    fn local_get(&self, thread: u32) -> Tick {
        let base = self.local.as_ref().map_or(0, |l| l[thread as usize]);
        self.extra
            .iter()
            .find(|(t, _)| *t == thread)
            .map_or(base, |&(_, tick)| tick.max(base))
    }

    /// Raises the entry of `thread` of `block` (the clock's own block, or any block when the
    /// clock has no block part yet) to at least `tick`.
    pub fn raise(&mut self, block: u32, thread: u32, tick: Tick, n: u32) {
        if !self.has_block_part() {
            self.block = block;
        }
        debug_assert_eq!(self.block, block, "raise outside the clock's block");
        if self
            .local
            .as_ref()
            .is_some_and(|l| l[thread as usize] >= tick)
        {
            return;
        }
        match self.extra.iter_mut().find(|(t, _)| *t == thread) {
            Some(entry) => entry.1 = entry.1.max(tick),
            None => {
                self.extra.push((thread, tick));
                if self.extra.len() > EXTRA_LIMIT {
                    self.fold(n);
                }
            }
        }
    }

    /// `self = self ⊔ other`. Both must describe the same block (or one none): callers settle
    /// clocks of earlier blocks first.
    pub fn join(&mut self, other: &Clock, n: u32) {
        self.others = join_others(&self.others, &other.others);
        if !other.has_block_part() {
            return;
        }
        if !self.has_block_part() {
            self.block = other.block;
            self.local = other.local.clone();
            self.extra = other.extra.clone();
            return;
        }
        debug_assert_eq!(self.block, other.block, "join of clocks of two blocks");
        self.local = match (&self.local, &other.local) {
            (Some(a), Some(b)) => Some(max_vector(a, b)),
            (None, b) => b.clone(),
            (a, None) => a.clone(),
        };
        for &(thread, tick) in &other.extra {
            self.raise(other.block, thread, tick, n);
        }
    }

    /// Makes the clock fit `block`, the block now running: a block part describing another
    /// (earlier) block moves into `others`.
    pub fn settle(&mut self, block: u32, n: u32) {
        if !self.has_block_part() || self.block == block {
            return;
        }
        let vector = self.dense(n);
        let entry = Some(Rc::new(vec![(self.block, vector)]));
        self.others = join_others(&self.others, &entry);
        self.local = None;
        self.extra.clear();
        self.block = block;
    }

    /// Folds `extra` into a fresh `local`.
    pub fn fold(&mut self, n: u32) {
        if self.extra.is_empty() {
            return;
        }
        self.local = Some(self.dense(n));
        self.extra.clear();
    }

    /// The block part as one dense vector.
    fn dense(&self, n: u32) -> Rc<[Tick]> {
        if self.extra.is_empty()
            && let Some(local) = &self.local
        {
            return local.clone();
        }
        let mut vector = match &self.local {
            Some(local) => local.to_vec(),
            None => vec![0; n as usize],
        };
        for &(thread, tick) in &self.extra {
            let slot = &mut vector[thread as usize];
            *slot = (*slot).max(tick);
        }
        vector.into()
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        *self = Clock::default();
    }

    /// The join of `members`, each a clock of a thread of `block` and that thread's own
    /// `(thread, tick)`, as one dense vector: what a barrier gives every participant. Costs
    /// O(n) plus O(n) per distinct `local` vector among the members.
    pub fn join_all<'a>(
        block: u32,
        n: u32,
        members: impl IntoIterator<Item = (&'a Clock, u32, Tick)>,
    ) -> Clock {
        let mut vector = vec![0; n as usize];
        let mut merged: Vec<&Rc<[Tick]>> = Vec::new();
        let mut others = None;
        for (clock, thread, tick) in members {
            debug_assert!(!clock.has_block_part() || clock.block == block);
            if let Some(local) = &clock.local
                && !merged.iter().any(|m| Rc::ptr_eq(m, local))
            {
                for (slot, &t) in vector.iter_mut().zip(local.iter()) {
                    *slot = (*slot).max(t);
                }
                if merged.len() < 8 {
                    merged.push(local);
                }
            }
            for &(t, value) in &clock.extra {
                let slot = &mut vector[t as usize];
                *slot = (*slot).max(value);
            }
            let slot = &mut vector[thread as usize];
            *slot = (*slot).max(tick);
            others = join_others(&others, &clock.others);
        }
        Clock {
            block,
            local: Some(vector.into()),
            extra: Vec::new(),
            others,
        }
    }
}

/// The pointwise maximum of two equally long vectors, reusing one that dominates.
fn max_vector(a: &Rc<[Tick]>, b: &Rc<[Tick]>) -> Rc<[Tick]> {
    if Rc::ptr_eq(a, b) || b.iter().zip(a.iter()).all(|(x, y)| x <= y) {
        return a.clone();
    }
    if a.iter().zip(b.iter()).all(|(x, y)| x <= y) {
        return b.clone();
    }
    a.iter().zip(b.iter()).map(|(x, y)| *x.max(y)).collect()
}

/// The join of two `others` lists, reusing `a` when it already covers `b`.
fn join_others(a: &Option<Rc<Others>>, b: &Option<Rc<Others>>) -> Option<Rc<Others>> {
    let (x, y) = match (a, b) {
        (_, None) => return a.clone(),
        (None, _) => return b.clone(),
        (Some(x), Some(y)) if Rc::ptr_eq(x, y) => return a.clone(),
        (Some(x), Some(y)) => (x, y),
    };
    let mut out = Vec::with_capacity(x.len().max(y.len()));
    let mut covers = true;
    let (mut i, mut j) = (0, 0);
    while i < x.len() || j < y.len() {
        let next_x = x.get(i).map(|(block, _)| *block);
        let next_y = y.get(j).map(|(block, _)| *block);
        match (next_x, next_y) {
            (Some(bx), Some(by)) if bx == by => {
                let joined = max_vector(&x[i].1, &y[j].1);
                covers &= Rc::ptr_eq(&joined, &x[i].1);
                out.push((bx, joined));
                i += 1;
                j += 1;
            }
            (Some(bx), Some(by)) if bx < by => {
                out.push(x[i].clone());
                i += 1;
            }
            (Some(_), None) => {
                out.push(x[i].clone());
                i += 1;
            }
            _ => {
                out.push(y[j].clone());
                covers = false;
                j += 1;
            }
        }
    }
    if covers {
        a.clone()
    } else {
        Some(Rc::new(out))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn joins_take_the_maximum_per_thread() {
        let mut a = Clock::default();
        a.raise(0, 1, 5, 4);
        let mut b = Clock::default();
        b.raise(0, 1, 3, 4);
        b.raise(0, 2, 7, 4);
        a.join(&b, 4);
        assert_eq!((a.get(0, 1), a.get(0, 2), a.get(0, 3)), (5, 7, 0));
        a.fold(4);
        assert_eq!((a.get(0, 1), a.get(0, 2), a.get(0, 3)), (5, 7, 0));
    }

    #[test]
    fn settling_moves_an_earlier_block_aside() {
        let mut a = Clock::default();
        a.raise(3, 0, 2, 2);
        a.settle(5, 2);
        assert_eq!(a.get(3, 0), 2);
        assert_eq!(a.get(5, 0), 0);
        a.raise(5, 1, 4, 2);
        let mut b = Clock::default();
        b.raise(1, 1, 9, 2);
        b.settle(5, 2);
        a.join(&b, 2);
        assert_eq!((a.get(1, 1), a.get(3, 0), a.get(5, 1)), (9, 2, 4));
    }

    #[test]
    fn a_covering_join_keeps_the_allocation() {
        let mut a = Clock::default();
        a.raise(0, 0, 1, 2);
        a.settle(1, 2);
        let before = a.others.clone().unwrap();
        let copy = a.clone();
        a.join(&copy, 2);
        assert!(Rc::ptr_eq(&before, a.others.as_ref().unwrap()));
    }
}
