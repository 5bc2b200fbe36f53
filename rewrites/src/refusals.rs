//! Why a pass declined to rewrite something, as data.
//!
//! Each pass that refuses declares one enum of its reasons with [`refusals!`](crate::refusals):
//! every variant names a failure mode or soundness condition of the pass's specification and
//! has a stable kebab-case name ([`Refusal::name`], what `--stats` prints as
//! `refused.<name>`) and a sentence ([`std::fmt::Display`], the text of a remark about it). A
//! pass counts a refusal with `FunctionRun::refuse` (function bodies) or through
//! [`crate::engine::PatternSet::refusals`] (pattern sets); the counts come back per pass in
//! the `PassReport`, next to the rewrites per rule.

use crate::engine::RewriteCounts;
use std::{collections::BTreeMap, fmt, sync::Arc};

/// A reason a pass left something as it was.
pub trait Refusal: fmt::Display {
    /// Stable kebab-case name, used in `--stats` (`refused.<name>`) and the embedding report.
    fn name(&self) -> &'static str;
}

/// Refusals per reason name, shared by every clone of a pass (one per thread) and by the
/// pattern closures of its sets.
#[derive(Clone, Debug, Default)]
pub struct RefusalCounts(Arc<RewriteCounts>);

impl RefusalCounts {
    /// Counts one refusal for `why`.
    pub fn count(&self, why: &impl Refusal) {
        self.0.add(why.name(), 1);
    }

    /// Total refusals per reason, sorted by name.
    pub fn snapshot(&self) -> BTreeMap<&'static str, u64> {
        self.0.snapshot()
    }
}

/// True when `name` is lowercase kebab-case: words of `a-z0-9` joined by single dashes.
pub fn is_kebab_case(name: &str) -> bool {
    !name.is_empty()
        && name.split('-').all(|word| {
            !word.is_empty()
                && word
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        })
}

/// Declares a pass's refusal enum, one line per reason: its variant, its stable name and the
/// sentence a remark about it says. Expands to the enum (with `ALL` and `NAMES`), its
/// [`Refusal`] and `Display` implementations:
///
/// ```ignore
/// refusals! {
///     /// Why dead-sync-elim keeps a sync.
///     pub enum Kept {
///         Conflict = "cross-thread-conflict": "an access above may conflict with one below",
///     }
/// }
/// ```
#[macro_export]
macro_rules! refusals {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $($(#[$variant_meta:meta])* $variant:ident = $kebab:literal : $text:literal,)*
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        $vis enum $name {
            $($(#[$variant_meta])* $variant,)*
        }

        impl $name {
            /// Every reason, in declaration order.
            #[allow(dead_code)]
            pub const ALL: &'static [Self] = &[$(Self::$variant),*];
            /// The name of every reason, in declaration order.
            pub const NAMES: &'static [&'static str] = &[$($kebab),*];
        }

        impl $crate::refusals::Refusal for $name {
            fn name(&self) -> &'static str {
                match self {
                    $(Self::$variant => $kebab,)*
                }
            }
        }

        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter) -> ::std::fmt::Result {
                f.write_str(match self {
                    $(Self::$variant => $text,)*
                })
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    crate::refusals! {
        enum Example {
            First = "first-reason": "the first reason",
            Second = "second": "the second",
        }
    }

    #[test]
    fn kebab_case_is_lowercase_words_and_single_dashes() {
        assert!(is_kebab_case("cross-thread-conflict"));
        assert!(is_kebab_case("limit32"));
        for bad in ["", "-a", "a-", "a--b", "A-b", "a_b", "a b"] {
            assert!(!is_kebab_case(bad), "{bad:?}");
        }
    }

    #[test]
    fn counts_go_under_the_name_and_display_is_the_sentence() {
        let counts = RefusalCounts::default();
        counts.clone().count(&Example::First);
        counts.count(&Example::First);
        counts.count(&Example::Second);
        let snapshot = counts.snapshot();
        assert_eq!(snapshot.get("first-reason"), Some(&2));
        assert_eq!(snapshot.get("second"), Some(&1));
        assert_eq!(Example::First.to_string(), "the first reason");
        assert_eq!(Example::NAMES, ["first-reason", "second"]);
        assert_eq!(Example::ALL.len(), 2);
    }
}
