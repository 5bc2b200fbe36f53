//! Memory generations: the versioning that decides whether a remembered load or stored value
//! is still what memory holds.
//!
//! The log holds one event per memory-changing op on the current dominator-tree path: a
//! `Write` for a plain store (with its address, so the `memssa` mode can see past it) and a
//! `Clobber` for everything that may change memory unseen — barriers, fences, atomics,
//! volatile accesses, calls with write effects, and the entry of a block with other than one
//! predecessor. The generation is the log's length, so a table entry recorded at generation
//! `g` is current when the log still has `g` events; it is unwound with the scope like the
//! tables are.

use crate::analysis::{
    address::{Address, Poly, Root},
    memory::SpaceSet,
};
use kestrel_dialects::AddressSpace;

/// An access as the clobber checks see it: decomposed address, the spaces it may touch and
/// its size in bytes (`None` when the type has no known size).
#[derive(Clone, Debug)]
pub struct Access {
    pub address: Address,
    pub spaces: SpaceSet,
    pub size: Option<u64>,
}

/// The table key of a load or store: the same address (root and offset polynomial, in the
/// same address spaces) and the same type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MemKey {
    root: Root,
    root_space: AddressSpace,
    space: AddressSpace,
    offset: Poly,
    ty: usize,
}

impl MemKey {
    /// The key of an access of type `ty` (a uniqued type's identity) at `address`.
    pub fn new(address: &Address, ty: usize) -> Self {
        Self {
            root: address.root.clone(),
            root_space: address.root_space,
            space: address.space,
            offset: address.offset.clone(),
            ty,
        }
    }
}

/// One memory-changing op on the current path.
#[derive(Clone, Debug)]
enum Event {
    Clobber,
    Write(Access),
}

/// The events of the current dominator-tree path; its length is the current generation.
#[derive(Debug, Default)]
pub struct MemoryLog {
    events: Vec<Event>,
}

impl MemoryLog {
    /// The current generation.
    pub fn generation(&self) -> usize {
        self.events.len()
    }

    /// Something changed memory in a way nothing can see past.
    pub fn clobber(&mut self) {
        self.events.push(Event::Clobber);
    }

    /// A plain store wrote `access`.
    pub fn write(&mut self, access: Access) {
        self.events.push(Event::Write(access));
    }

    /// Drops the events of a finished scope.
    pub fn unwind(&mut self, generation: usize) {
        self.events.truncate(generation);
    }

    /// True when memory at `access` still holds what it held at generation `since`: nothing
    /// happened since, or — when `precise` — every event since is a store proven disjoint
    /// from `access`. Each event examined spends one query of `budget`; an empty budget
    /// answers `false`.
    pub fn unchanged_since(
        &self,
        since: usize,
        access: &Access,
        precise: bool,
        budget: &mut usize,
    ) -> bool {
        if since == self.events.len() {
            return true;
        }
        if !precise || since > self.events.len() {
            return false;
        }
        self.events[since..].iter().all(|event| {
            if *budget == 0 {
                return false;
            }
            *budget -= 1;
            match event {
                Event::Clobber => false,
                Event::Write(write) => disjoint(write, access),
            }
        })
    }
}

/// True when the two accesses provably touch no common byte: their spaces do not meet, or
/// they are at a constant distance from one root at least the earlier one's size apart, or
/// they are rooted at different objects one of which is this thread's alloca. Returns
/// `false` (may overlap) otherwise.
pub fn disjoint(a: &Access, b: &Access) -> bool {
    if !a.spaces.intersects(b.spaces) {
        return true;
    }
    if a.address.root == b.address.root {
        let (Some(size_a), Some(size_b)) = (a.size, b.size) else {
            return false;
        };
        return match a.address.distance_to(&b.address) {
            Some(distance) => distance >= i128::from(size_a) || -distance >= i128::from(size_b),
            None => false,
        };
    }
    distinct_objects(&a.address.root, &b.address.root)
}

/// Different allocas are different objects, and an alloca (created by this call) is never a
/// global or something the caller passed in. Globals are not compared with each other: an
/// alias would make two names one object.
fn distinct_objects(a: &Root, b: &Root) -> bool {
    match (a, b) {
        (Root::Alloca(x), Root::Alloca(y)) => x != y,
        (Root::Alloca(_), Root::Global(_) | Root::Argument(_))
        | (Root::Global(_) | Root::Argument(_), Root::Alloca(_)) => true,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::address::Atom;

    fn access(root: Root, offset: i128, size: u64, spaces: SpaceSet) -> Access {
        let offset = Poly::atom(64, Atom::Value(99)).add(&Poly::constant(64, offset));
        Access {
            address: Address {
                root,
                root_space: AddressSpace::Global,
                space: AddressSpace::Global,
                offset,
            },
            spaces,
            size: Some(size),
        }
    }

    #[test]
    fn neighbouring_words_of_one_root_are_disjoint() {
        let a = access(Root::Argument(0), 0, 4, SpaceSet::GLOBAL);
        let b = access(Root::Argument(0), 4, 4, SpaceSet::GLOBAL);
        assert!(disjoint(&a, &b) && disjoint(&b, &a));
        let wide = access(Root::Argument(0), 0, 8, SpaceSet::GLOBAL);
        assert!(!disjoint(&wide, &b) && !disjoint(&b, &wide));
    }

    #[test]
    fn different_arguments_may_alias_but_spaces_and_allocas_do_not() {
        let a = access(Root::Argument(0), 0, 4, SpaceSet::GLOBAL);
        let b = access(Root::Argument(1), 0, 4, SpaceSet::GLOBAL);
        assert!(!disjoint(&a, &b));
        let shared = access(Root::Argument(1), 0, 4, SpaceSet::SHARED);
        assert!(disjoint(&a, &shared));
        let local = access(Root::Alloca(5), 0, 4, SpaceSet::ALL);
        assert!(disjoint(&local, &a));
        let global = access(Root::Global("g".into()), 0, 4, SpaceSet::GLOBAL);
        let other = access(Root::Global("h".into()), 0, 4, SpaceSet::GLOBAL);
        assert!(!disjoint(&global, &other), "an alias may join two names");
    }

    #[test]
    fn generations_see_past_disjoint_writes_only_when_precise() {
        let mut log = MemoryLog::default();
        let load = access(Root::Argument(0), 0, 4, SpaceSet::GLOBAL);
        let since = log.generation();
        log.write(access(Root::Argument(0), 8, 4, SpaceSet::GLOBAL));
        let mut budget = 10;
        assert!(!log.unchanged_since(since, &load, false, &mut budget));
        assert!(log.unchanged_since(since, &load, true, &mut budget));
        assert_eq!(budget, 9);
        log.clobber();
        assert!(!log.unchanged_since(since, &load, true, &mut budget));
        let mut empty = 0;
        log.unwind(since + 1);
        assert!(!log.unchanged_since(since, &load, true, &mut empty));
        assert!(log.unchanged_since(log.generation(), &load, false, &mut empty));
    }
}
