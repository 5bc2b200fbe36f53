//! The walk's memory side: decomposed addresses of loads and stores, and the value numbers
//! a load takes from an earlier load or store of the same location, within a generation.

use super::*;

impl<'c, 'a> Walker<'c, 'a, '_> {
    /// The decomposed address, spaces and size of an access of `ty` through `pointer`, and
    /// whether it provably targets shared memory. Memoised per pointer: decomposing prints
    /// types, which costs more than the rest of the walk.
    pub(super) fn access(&mut self, pointer: Value<'c, 'a>, ty: Type<'c>) -> (Access, bool) {
        let pointer = self.representative(pointer);
        let (address, spaces, shared) = match self.accesses.get(&value_key(&pointer)) {
            Some(known) => known.clone(),
            None => {
                let address = self.normalizer.address(pointer);
                let kernel = Some(&self.function).filter(|_| self.kernel);
                let spaces = infer_space(pointer, &mut self.normalizer, kernel);
                let space = pointer_address_space(pointer.r#type());
                let known = (address, spaces, classify::is_shared(space, spaces));
                self.accesses.insert(value_key(&pointer), known.clone());
                known
            }
        };
        let size = match self.sizes.get(&type_key(ty)) {
            Some(&size) => size,
            None => {
                let size = self.normalizer.layout().size_of_type(ty);
                self.sizes.insert(type_key(ty), size);
                size
            }
        };
        (
            Access {
                address,
                spaces,
                size,
            },
            shared,
        )
    }

    pub(super) fn precise(&self) -> bool {
        self.settings.precise
    }

    /// A read of `access` ends the dead-store candidates it may read (all of them unless the
    /// memssa mode proves the addresses disjoint).
    pub(super) fn read(&mut self, access: &Access) {
        if self.pending_stores.is_empty() {
            return;
        }
        if !self.precise() {
            self.pending_stores.clear();
            return;
        }
        let budget = &mut self.budget;
        self.pending_stores.retain(|_, (_, store)| {
            if *budget == 0 {
                return false;
            }
            *budget -= 1;
            disjoint(store, access)
        });
    }

    // store p, v; ...; x = load p  ->  x replaced by v   (same generation, not shared)
    // x = load p; ...; y = load p  ->  y replaced by x   (same generation)
    pub(super) fn load(&mut self, op: OperationRef<'c, 'a>) {
        let (Some(load), Some(value)) = (Load::of(op), result(&op, 0)) else {
            return;
        };
        let Some(pointer) = load.address() else {
            self.define_fresh(value);
            return;
        };
        let ty = value.r#type();
        let (access, _) = self.access(pointer, ty);
        if self.imprecise_block {
            self.read(&access);
            self.define_fresh(value);
            return;
        }
        let key = MemKey::new(&access.address, type_key(ty));
        let precise = self.precise();
        if let Some(stored) = self.stores.get(&key).copied()
            && self
                .leaders
                .get(&stored.number)
                .is_some_and(|leader| leader.r#type() == ty)
            && self
                .log
                .unchanged_since(stored.generation, &access, precise, &mut self.budget)
        {
            // The forwarded load is erased, so it reads nothing and keeps no earlier store
            // alive: `store p, a; x = load p; store p, b` loses its first store at once.
            self.define(value, stored.number, Rule::StoreForward, Some(op));
            return;
        }
        self.read(&access);
        if let Some(loaded) = self.loads.get(&key).copied()
            && self
                .log
                .unchanged_since(loaded.generation, &access, precise, &mut self.budget)
        {
            self.define(value, loaded.number, Rule::Load, Some(op));
            return;
        }
        let number = self.define_fresh(value);
        self.loads.insert(
            key,
            Available {
                number,
                generation: self.log.generation(),
            },
        );
    }

    // store p, a; store p, b  ->  store p, b   (same block, nothing reads or orders between)
    pub(super) fn store(&mut self, op: OperationRef<'c, 'a>) {
        let Some(store) = Store::of(op) else {
            return;
        };
        let (Some(pointer), Some(stored)) = (store.address(), store.value()) else {
            self.log.clobber();
            self.pending_stores.clear();
            return;
        };
        let ty = stored.r#type();
        let (access, shared) = self.access(pointer, ty);
        if self.imprecise_block {
            self.log.write(access);
            self.pending_stores.clear();
            return;
        }
        let key = MemKey::new(&access.address, type_key(ty));
        if !shared {
            if let Some((earlier, _)) = self.pending_stores.remove(&key) {
                self.plan.erasures.push(earlier);
                self.plan.counts.dead_stores += 1;
            }
            self.pending_stores
                .insert(key.clone(), (op, access.clone()));
        }
        self.log.write(access);
        if (!shared || self.settings.forward_shared_stores)
            && let Some(number) = self.number(stored)
        {
            self.stores.insert(
                key,
                Available {
                    number,
                    generation: self.log.generation(),
                },
            );
        }
    }
}
