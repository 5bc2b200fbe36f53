//! [`FastMap`] and [`FastSet`]: the hash map and set the analyses and passes key by
//! pointers, numbers and small polynomials, with [`FxHasher`].

use std::{
    collections::{HashMap, HashSet},
    hash::{BuildHasherDefault, Hasher},
};

/// A hash map with [`FxHasher`]: the walk's keys are pointers, numbers and small
/// polynomials, hashed millions of times, and need no protection against crafted collisions.
pub type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<FxHasher>>;

/// A hash set with [`FxHasher`], for the same keys.
pub type FastSet<K> = HashSet<K, BuildHasherDefault<FxHasher>>;

/// The multiply-rotate hash of rustc (FxHash): fast and good enough for table keys.
#[derive(Clone, Copy, Debug, Default)]
pub struct FxHasher {
    hash: u64,
}

const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl FxHasher {
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(SEED);
    }
}

impl Hasher for FxHasher {
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
        for &byte in chunks.remainder() {
            self.add(u64::from(byte));
        }
    }

    fn write_u8(&mut self, value: u8) {
        self.add(u64::from(value));
    }

    fn write_u32(&mut self, value: u32) {
        self.add(u64::from(value));
    }

    fn write_u64(&mut self, value: u64) {
        self.add(value);
    }

    fn write_usize(&mut self, value: usize) {
        self.add(value as u64);
    }

    fn finish(&self) -> u64 {
        // The multiply leaves the low bits, which pick the bucket, depending only on the
        // low bits of the words: all zero in pointer keys (8- or 16-byte aligned), so without
        // the rotation most keys of a table would share a sixteenth of its buckets.
        self.hash.rotate_left(26)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fx_hashes_depend_on_every_word() {
        let hash = |words: &[u64]| {
            let mut hasher = FxHasher::default();
            for word in words {
                hasher.write_u64(*word);
            }
            hasher.finish()
        };
        assert_ne!(hash(&[1, 2]), hash(&[2, 1]));
        assert_ne!(hash(&[1]), hash(&[1, 1]));
        assert_eq!(hash(&[7, 8]), hash(&[7, 8]));
    }
}
