//! A hash map whose insertions are undone when the dominator-tree scope that made them ends.
//!
//! Every insertion logs the key and the value it shadowed; [`ScopedMap::unwind`] pops the log
//! back to a mark taken at scope entry, restoring what the parent scope saw. This is cicc's
//! insertion-list-and-tombstone scheme without the tombstones: one log per table, O(1) per
//! insertion and per undo.

use crate::analysis::fast_hash::FastMap;
use std::hash::Hash;

/// A map with scope marks.
#[derive(Debug)]
pub struct ScopedMap<K, V> {
    map: FastMap<K, V>,
    undo: Vec<(K, Option<V>)>,
}

impl<K, V> Default for ScopedMap<K, V> {
    fn default() -> Self {
        Self {
            map: FastMap::default(),
            undo: Vec::new(),
        }
    }
}

impl<K: Hash + Eq + Clone, V> ScopedMap<K, V> {
    /// An empty map with room for `capacity` bindings before it grows.
    pub fn with_capacity(capacity: usize) -> Self {
        Self {
            map: FastMap::with_capacity_and_hasher(capacity, Default::default()),
            undo: Vec::with_capacity(capacity),
        }
    }

    /// The value visible in the current scope.
    pub fn get(&self, key: &K) -> Option<&V> {
        self.map.get(key)
    }

    /// Binds `key` in the current scope, shadowing any outer binding.
    pub fn insert(&mut self, key: K, value: V) {
        let shadowed = self.map.insert(key.clone(), value);
        self.undo.push((key, shadowed));
    }

    /// A mark for [`ScopedMap::unwind`], taken when a scope begins.
    pub fn mark(&self) -> usize {
        self.undo.len()
    }

    /// Undoes every insertion made since `mark`, newest first.
    pub fn unwind(&mut self, mark: usize) {
        while self.undo.len() > mark {
            let Some((key, shadowed)) = self.undo.pop() else {
                break;
            };
            match shadowed {
                Some(value) => {
                    self.map.insert(key, value);
                }
                None => {
                    self.map.remove(&key);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unwinding_restores_the_outer_scope() {
        let mut map = ScopedMap::default();
        map.insert("a", 1);
        let outer = map.mark();
        map.insert("a", 2);
        map.insert("b", 3);
        assert_eq!((map.get(&"a"), map.get(&"b")), (Some(&2), Some(&3)));
        map.unwind(outer);
        assert_eq!((map.get(&"a"), map.get(&"b")), (Some(&1), None));
        map.unwind(0);
        assert_eq!(map.get(&"a"), None);
    }

    #[test]
    fn sibling_scopes_do_not_see_each_other() {
        let mut map = ScopedMap::default();
        let parent = map.mark();
        map.insert(7, "left");
        map.unwind(parent);
        assert_eq!(map.get(&7), None);
        map.insert(8, "right");
        assert_eq!(map.get(&8), Some(&"right"));
    }
}
