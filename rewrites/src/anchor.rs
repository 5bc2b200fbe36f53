//! The anchor library `common-base-elim` and `base-addr-strength-reduce` share: the two are
//! cicc's twins (specs: common-base-elimination.txt, base-address-strength-reduction.txt,
//! "both passes share the same address decomposition helper, the same hash map
//! infrastructure and the same instruction creation routines"). Both take the address
//! operands of one region, group those whose addresses differ by a constant only, pick the
//! minimum-offset member as the group's anchor, compute the anchor once and rewrite every
//! address as `anchor + (offset - min)`. What differs is only WHERE the anchor goes (the
//! uses' nearest common dominator; the loop preheader, possibly carried through the header)
//! and when it pays; each pass keeps those, and this library holds the rest:
//!
//! - [`group`]: the use record ([`Use`]), grouping by decomposed base ([`Grouping`]: same
//!   root, root and use address spaces, and variable part of the byte offset, in the shared
//!   normal form of [`crate::analysis::address`]), the minimum-offset anchor choice
//!   ([`Span`]) and the rewrite of one use ([`UseRewrite`]);
//! - [`build`]: the ops an anchor and its uses are built from (byte offsets, scaled
//!   `getelementptr` steps, the cast to the uses' space) and the redirection of every use
//!   to `anchor + delta` ([`build::redirect_uses`]);
//! - [`recipe`]: an anchor computed from values that already exist (clones of original
//!   address ops, then `getelementptr` steps), as common-base-elim plans it over the
//!   hash-consed address expressions of [`exprs`]; [`arith`]: one
//!   computed from the normal form, as base-addr-strength-reduce builds it; [`entry_copy`]:
//!   a loop-carried anchor's entry value as a copy of the first access's own address chain;
//! - [`prefix`]: the names the specifications give the new values;
//! - [`describe_root`]: how a remark names a group's root.
//!
//! # Why rebasing onto an anchor is bit-identical
//!
//! Both passes rely on this argument; their headers state only what they add to it.
//!
//! 1. Exactness of the normal form. A use's address decomposes to `root + V + c`: `V` the
//!    variable part, `c` its constant byte offset, both modulo `2^w` for `w` the data
//!    layout's pointer width in the address's space (so 32-bit shared pointers get 32-bit
//!    offsets; a chain through an `addrspacecast` between widths is not followed). Every
//!    step of the decomposition is an identity on values that are not poison: `or disjoint`
//!    reads as an `add` (where it would carry it is poison), and an extension is distributed
//!    over `add`/`sub`/`mul`/`shl` only under the no-wrap flag that rules out the wrap. So
//!    wherever a use's original address is not poison it equals `root + V + c` exactly, and
//!    the uses of one group equal `root + V + min` plus `c - min` each.
//! 2. Flags. Every new op (the anchor's `getelementptr` steps, the per-use
//!    `getelementptr i8, anchor[c - min]`, the integer arithmetic a pass materialises) carries
//!    no `inbounds`, `nuw` or `nsw`: it computes exactly the wrapped sum modulo `2^w`, so it
//!    never creates poison of its own. A value that does carry flags is an original address
//!    computation, reused, or cloned where every value it reads is what the original read
//!    (CBE) or is the original's first-iteration value (BASR's entry copy, which reads the
//!    induction variable's entering value); the passes take only those that cannot be poison
//!    when the rebased uses' original addresses are not (CBE: an expression of every use's
//!    chain, or of an access that runs before all of them; BASR: the chain of the access that
//!    runs first in the iteration, before anything reads the anchor). So the anchor can be
//!    poison only where an original address already was, which was undefined behaviour.
//! 3. Index widths. Offsets are `i128` in planning and checked to span at most `i32::MAX`
//!    ([`Span::fits_immediate`]), so `c - min` is one `[reg+imm]` immediate and an `i64`
//!    constant. A narrower index in a `getelementptr` step is sign-extended by the GEP, which
//!    is what [`build::scaled_index`]'s callers read it as; a wider one is never used.
//! 4. Dominance. The anchor is inserted at a point that dominates every use it serves (the
//!    common dominator, before the first use there or before its terminator; the end of the
//!    loop's preheader, or the header argument it flows into), from values available at
//!    that point; a use's delta is inserted right before its first user in its block and
//!    shared by the later ones there. Every use therefore sees the anchor defined.
//! 5. Address spaces. Groups never mix spaces: the root's space and the use's space are both
//!    part of the group key. When the anchor is computed in the root's specific space and the
//!    uses are generic, one `addrspacecast` ([`build::cast_to`], named `bitCastEnd_N`)
//!    converts the anchor; this assumes `cast(p + k) == cast(p) + k`, which NVPTX's `cvta`
//!    between pointers of one width guarantees (casts between widths are refused).

pub mod arith;
pub mod build;
pub mod entry_copy;
pub mod exprs;
pub mod group;
pub mod recipe;

pub use group::{Group, Grouping, Span, Use, UseRewrite};
pub use recipe::{CloneStep, GepStep, Recipe, Source};

use crate::analysis::address::Root;

/// The name prefixes of new values, from the specifications (see [`crate::naming`] for how a
/// name is attached).
pub mod prefix {
    /// common-base-elim's anchor and each rebased address (`scevcgp_N`).
    pub const ANCHOR: &str = "scevcgp";
    /// A piece of common-base-elim's anchor computation (`scevcgptmp_N`).
    pub const ANCHOR_PIECE: &str = "scevcgptmp";
    /// A hoisted base: base-addr-strength-reduce's anchor and its header argument, and
    /// common-base-elim's alloca cloned into the entry block (`baseValue_N`).
    pub const BASE_VALUE: &str = "baseValue";
    /// The cast of an anchor to the uses' address space (`bitCastEnd_N`).
    pub const CAST: &str = "bitCastEnd";
    /// Any other value base-addr-strength-reduce creates (`basr_N`).
    pub const LOOP_PIECE: &str = "basr";
}

/// How a remark names a group's root.
pub fn describe_root(root: &Root) -> String {
    match root {
        Root::Global(name) => format!("@{name}"),
        Root::Argument(index) => format!("argument #{index}"),
        Root::Alloca(_) => "an alloca".to_string(),
        Root::Opaque(_) => "a pointer value".to_string(),
    }
}
