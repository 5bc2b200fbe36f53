//! Simulated memory: address encoding, the three kinds of arenas, and byte metadata.
//!
//! Addresses. A generic (address space 0) pointer is a tagged 64-bit value:
//!
//! ```text
//!   63..60  space tag (1 global, 3 shared, 5 local)
//!   59..32  owner: the block (shared) or block * 1024 + thread (local); 0 for global
//!   31..0   offset in the arena (global offsets use bits 59..0)
//! ```
//!
//! Global (1) and constant (4) pointers are the same tagged value as their generic form, as
//! on hardware where `cvta.global` is the identity. Shared (3) and local (5) pointers hold
//! only the offset, as PTX's 32-bit shared/local addresses do; `addrspacecast` adds or
//! strips the tag and owner, so a generic pointer into another block's shared memory (or
//! another thread's stack) is caught instead of silently aliasing. Every cluster is one
//! block, so a shared::cluster (7) pointer is a shared (3) offset into the block's own arena.
//!
//! Arenas. All blocks share one global arena: offset 0..[`GLOBALS_BASE`] is unmapped so null
//! and small integers never resolve; module globals start at `GLOBALS_BASE`; kernel buffers
//! follow, each 256-byte aligned and followed by a 256-byte unmapped red zone, so an
//! out-of-bounds access faults instead of landing in a neighbour. Each block has a shared
//! arena (the module's layout, with only the variables its kernel reaches mapped) and each
//! thread a local arena (its stack).
//!
//! Metadata. Every byte has a metadata byte: mapped or not, poison or not (uninitialised
//! memory and stores of poison values), and whether the last store there was a float (so a
//! comparison can treat any NaN as equal to any NaN).

use crate::layout::Scalar;

pub const TAG_SHIFT: u32 = 60;
pub const OWNER_SHIFT: u32 = 32;
pub const TAG_GLOBAL: u64 = 1;
pub const TAG_SHARED: u64 = 3;
pub const TAG_LOCAL: u64 = 5;
/// Arena offset of the first module global.
pub const GLOBALS_BASE: u64 = 0x1000;
/// Alignment of kernel buffers and size of the red zone after each.
pub const BUFFER_ALIGN: u64 = 256;
/// Threads per block at most (CUDA's limit), which the local owner encoding relies on.
pub const MAX_THREADS_PER_BLOCK: u64 = 1024;
/// Largest stack (local arena) per thread.
pub const MAX_LOCAL_BYTES: u64 = 1 << 20;

/// Metadata bits.
pub mod meta {
    /// The byte belongs to an allocation.
    pub const MAPPED: u8 = 1;
    /// The byte holds poison.
    pub const POISON: u8 = 2;
    /// First byte of a stored `f32`.
    pub const F32_START: u8 = 4;
    /// First byte of a stored `f64`.
    pub const F64_START: u8 = 8;
    /// A non-first byte of a stored float.
    pub const FLOAT_BODY: u8 = 16;
    pub const FLOAT_BITS: u8 = F32_START | F64_START | FLOAT_BODY;
}

/// The generic address of global-arena offset `offset`.
pub fn global_address(offset: u64) -> u64 {
    (TAG_GLOBAL << TAG_SHIFT) | offset
}

/// The generic address of shared offset `offset` in block `block`.
pub fn shared_address(block: u32, offset: u64) -> u64 {
    (TAG_SHARED << TAG_SHIFT) | (u64::from(block) << OWNER_SHIFT) | (offset & 0xffff_ffff)
}

/// The owner field of a local address.
pub fn local_owner(block: u32, thread: u32) -> u64 {
    u64::from(block) * MAX_THREADS_PER_BLOCK + u64::from(thread)
}

/// The generic address of local offset `offset` of `thread` in `block`.
pub fn local_address(block: u32, thread: u32, offset: u64) -> u64 {
    (TAG_LOCAL << TAG_SHIFT) | (local_owner(block, thread) << OWNER_SHIFT) | (offset & 0xffff_ffff)
}

/// What a generic address points into.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Generic {
    Global(u64),
    Shared { block: u32, offset: u64 },
    Local { owner: u64, offset: u64 },
    Invalid,
}

/// Decodes a generic address.
pub fn decode(address: u64) -> Generic {
    let owner = (address >> OWNER_SHIFT) & ((1 << (TAG_SHIFT - OWNER_SHIFT)) - 1);
    let offset = address & 0xffff_ffff;
    match address >> TAG_SHIFT {
        TAG_GLOBAL => Generic::Global(address & ((1 << TAG_SHIFT) - 1)),
        TAG_SHARED => Generic::Shared {
            block: owner as u32,
            offset,
        },
        TAG_LOCAL => Generic::Local { owner, offset },
        _ => Generic::Invalid,
    }
}

/// Why an access to an arena failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AccessError {
    /// Some byte of the range is not in an allocation.
    Unmapped,
}

/// A byte array with per-byte metadata.
#[derive(Clone, Debug, Default)]
pub struct Arena {
    pub data: Vec<u8>,
    pub meta: Vec<u8>,
}

impl Arena {
    /// An arena of `size` unmapped bytes.
    pub fn unmapped(size: u64) -> Self {
        Self {
            data: vec![0; size as usize],
            meta: vec![0; size as usize],
        }
    }

    pub fn len(&self) -> u64 {
        self.data.len() as u64
    }

    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    /// Grows to at least `size` bytes (new bytes unmapped).
    pub fn grow_to(&mut self, size: u64) {
        if size > self.len() {
            self.data.resize(size as usize, 0);
            self.meta.resize(size as usize, 0);
        }
    }

    /// Maps `offset..offset+len` with the given initial bytes (`None` = poison).
    pub fn map(&mut self, offset: u64, bytes: impl IntoIterator<Item = Option<u8>>) {
        for (i, byte) in bytes.into_iter().enumerate() {
            let at = offset as usize + i;
            self.data[at] = byte.unwrap_or(0);
            self.meta[at] = meta::MAPPED | if byte.is_none() { meta::POISON } else { 0 };
        }
    }

    /// Unmaps `offset..offset+len` (freed stack memory); bytes past the end are ignored.
    pub fn unmap(&mut self, offset: u64, len: u64) {
        let end = (offset + len).min(self.len()) as usize;
        if (offset as usize) < end {
            self.meta[offset as usize..end].fill(0);
        }
    }

    /// Maps `offset..offset+len` as poison (uninitialised).
    pub fn map_poison(&mut self, offset: u64, len: u64) {
        let range = offset as usize..(offset + len) as usize;
        self.data[range.clone()].fill(0);
        self.meta[range].fill(meta::MAPPED | meta::POISON);
    }

    /// The range as indices, when it lies inside the arena and every byte is mapped.
    fn checked(&self, offset: u64, len: u64) -> Result<std::ops::Range<usize>, AccessError> {
        let end = offset.checked_add(len).ok_or(AccessError::Unmapped)?;
        if end > self.len() {
            return Err(AccessError::Unmapped);
        }
        let range = offset as usize..end as usize;
        if self.meta[range.clone()]
            .iter()
            .any(|m| m & meta::MAPPED == 0)
        {
            return Err(AccessError::Unmapped);
        }
        Ok(range)
    }

    /// Reads a little-endian value of `len` (1..=8) bytes and whether any byte is poison.
    pub fn read(&self, offset: u64, len: u32) -> Result<(u64, bool), AccessError> {
        let range = self.checked(offset, u64::from(len))?;
        let mut value = 0u64;
        let mut poison = false;
        for (i, at) in range.enumerate() {
            value |= u64::from(self.data[at]) << (8 * i);
            poison |= self.meta[at] & meta::POISON != 0;
        }
        Ok((value, poison))
    }

    /// Writes a little-endian value of the scalar's size, with its poison and float kind.
    pub fn write(
        &mut self,
        offset: u64,
        scalar: Scalar,
        value: u64,
        poison: bool,
    ) -> Result<(), AccessError> {
        let len = scalar.bytes();
        let range = self.checked(offset, u64::from(len))?;
        let kind = match scalar {
            Scalar::F32 => meta::F32_START,
            Scalar::F64 => meta::F64_START,
            _ => 0,
        };
        let poison_bit = if poison { meta::POISON } else { 0 };
        // Poison bytes hold 0, so equal memories have equal bytes.
        let value = if poison { 0 } else { value };
        for (i, at) in range.enumerate() {
            self.data[at] = (value >> (8 * i)) as u8;
            let float = match (kind, i) {
                (0, _) => 0,
                (k, 0) => k,
                _ => meta::FLOAT_BODY,
            };
            self.meta[at] = meta::MAPPED | poison_bit | float;
        }
        Ok(())
    }

    /// Copies raw bytes and their metadata out (for memcpy).
    pub fn read_bytes(&self, offset: u64, len: u64) -> Result<Vec<(u8, u8)>, AccessError> {
        let range = self.checked(offset, len)?;
        Ok(range.map(|at| (self.data[at], self.meta[at])).collect())
    }

    /// Writes raw bytes with metadata (for memcpy/memset); `MAPPED` is kept.
    pub fn write_bytes(&mut self, offset: u64, bytes: &[(u8, u8)]) -> Result<(), AccessError> {
        let range = self.checked(offset, bytes.len() as u64)?;
        for (at, &(byte, m)) in range.zip(bytes) {
            self.data[at] = byte;
            self.meta[at] = m | meta::MAPPED;
        }
        Ok(())
    }

    /// True when the whole range is mapped.
    pub fn is_mapped(&self, offset: u64, len: u64) -> bool {
        self.checked(offset, len).is_ok()
    }
}

/// A named region of the global arena: a kernel buffer or a module global.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Allocation {
    pub name: String,
    pub offset: u64,
    pub size: u64,
}

/// The global arena and its allocations.
#[derive(Clone, Debug, Default)]
pub struct GlobalMemory {
    pub arena: Arena,
    pub allocations: Vec<Allocation>,
}

impl GlobalMemory {
    /// An arena with the module-globals area (`size` bytes at `GLOBALS_BASE`) reserved.
    pub fn with_globals_area(size: u64) -> Self {
        let end = crate::layout::align_up(GLOBALS_BASE + size, BUFFER_ALIGN) + BUFFER_ALIGN;
        Self {
            arena: Arena::unmapped(end),
            allocations: Vec::new(),
        }
    }

    /// Appends a buffer holding `bytes` (all defined) and returns its arena offset.
    pub fn allocate(&mut self, name: &str, bytes: &[u8]) -> u64 {
        let size = bytes.len() as u64;
        let offset = crate::layout::align_up(self.arena.len(), BUFFER_ALIGN);
        let end = crate::layout::align_up(offset + size.max(1), BUFFER_ALIGN) + BUFFER_ALIGN;
        self.arena.grow_to(end);
        let range = offset as usize..(offset + size) as usize;
        self.arena.data[range.clone()].copy_from_slice(bytes);
        self.arena.meta[range].fill(meta::MAPPED);
        self.allocations.push(Allocation {
            name: name.to_string(),
            offset,
            size,
        });
        offset
    }

    /// Registers a module global already placed in the globals area.
    pub fn place_global(&mut self, name: &str, offset: u64, init: &[Option<u8>]) {
        let at = GLOBALS_BASE + offset;
        self.arena.map(at, init.iter().copied());
        self.allocations.push(Allocation {
            name: format!("@{name}"),
            offset: at,
            size: init.len() as u64,
        });
    }

    /// The allocation containing arena offset `offset`, or the nearest one before it.
    pub fn describe(&self, offset: u64) -> String {
        let containing = self
            .allocations
            .iter()
            .filter(|a| a.offset <= offset)
            .max_by_key(|a| a.offset);
        match containing {
            Some(a) if offset < a.offset + a.size => {
                format!("{}+{}", a.name, offset - a.offset)
            }
            Some(a) => format!(
                "{} bytes past the end of {} (size {})",
                offset - (a.offset + a.size),
                a.name,
                a.size
            ),
            None => format!("unmapped global address {offset:#x}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generic_addresses_round_trip() {
        assert_eq!(decode(global_address(0x1234)), Generic::Global(0x1234));
        assert_eq!(
            decode(shared_address(7, 16)),
            Generic::Shared {
                block: 7,
                offset: 16
            }
        );
        assert_eq!(
            decode(local_address(2, 5, 8)),
            Generic::Local {
                owner: 2 * 1024 + 5,
                offset: 8
            }
        );
        assert_eq!(decode(0), Generic::Invalid);
    }

    #[test]
    fn buffers_have_red_zones() {
        let mut memory = GlobalMemory::with_globals_area(0);
        let a = memory.allocate("arg0", &[0, 1, 2, 3, 4, 5, 6, 7]);
        let b = memory.allocate("arg1", &[0; 4]);
        assert!(b >= a + 8 + BUFFER_ALIGN);
        assert_eq!(memory.arena.read(a, 4), Ok((0x0302_0100, false)));
        assert_eq!(memory.arena.read(a + 6, 4), Err(AccessError::Unmapped));
        assert_eq!(
            memory.describe(a + 9),
            "1 bytes past the end of arg0 (size 8)"
        );
        assert_eq!(memory.describe(b + 2), "arg1+2");
    }

    #[test]
    fn poison_and_float_kinds_are_tracked() {
        let mut arena = Arena::unmapped(16);
        arena.map_poison(0, 16);
        assert_eq!(arena.read(0, 4), Ok((0, true)));
        arena.write(0, Scalar::F32, 0x3f80_0000, false).unwrap();
        assert_eq!(arena.read(0, 4), Ok((0x3f80_0000, false)));
        assert_eq!(arena.meta[0] & meta::F32_START, meta::F32_START);
        assert_eq!(arena.meta[1] & meta::FLOAT_BODY, meta::FLOAT_BODY);
        assert_eq!(arena.read(2, 4), Ok((0x3f80, true)));
    }
}
