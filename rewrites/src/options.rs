//! Typed pass options: declarations, parsing and the resolved values a pass reads.

use std::{collections::BTreeMap, fmt};

/// The type of an option and its accepted range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// `true`/`false` (also `1`/`0`, as cicc's integer-valued switches are written).
    Bool,
    /// A signed integer in `min..=max`.
    Int { min: i64, max: i64 },
}

/// A typed option value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionValue {
    Bool(bool),
    Int(i64),
}

impl fmt::Display for OptionValue {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Self::Bool(value) => write!(f, "{value}"),
            Self::Int(value) => write!(f, "{value}"),
        }
    }
}

/// One option as declared by a pass or the knob table.
#[derive(Clone, Copy, Debug)]
pub struct OptionSpec {
    pub name: &'static str,
    pub kind: OptionKind,
    pub default: OptionValue,
    pub help: &'static str,
}

impl OptionSpec {
    pub const fn flag(name: &'static str, default: bool, help: &'static str) -> Self {
        Self {
            name,
            kind: OptionKind::Bool,
            default: OptionValue::Bool(default),
            help,
        }
    }

    pub const fn int(
        name: &'static str,
        default: i64,
        min: i64,
        max: i64,
        help: &'static str,
    ) -> Self {
        Self {
            name,
            kind: OptionKind::Int { min, max },
            default: OptionValue::Int(default),
            help,
        }
    }

    /// Parses `text` as a value of this option, or says why it is not one.
    pub fn parse(&self, text: &str) -> Result<OptionValue, String> {
        let text = text.trim();
        match self.kind {
            OptionKind::Bool => match text {
                "true" | "1" => Ok(OptionValue::Bool(true)),
                "false" | "0" => Ok(OptionValue::Bool(false)),
                _ => Err(format!("expected true or false, got '{text}'")),
            },
            OptionKind::Int { min, max } => {
                let value: i64 = text
                    .parse()
                    .map_err(|_| format!("expected an integer, got '{text}'"))?;
                if value < min || value > max {
                    return Err(format!("{value} is out of range {min}..={max}"));
                }
                Ok(OptionValue::Int(value))
            }
        }
    }

    /// `bool` or `int in a..=b`, for listings.
    pub fn type_name(&self) -> String {
        match self.kind {
            OptionKind::Bool => "bool".to_string(),
            OptionKind::Int { min, max } => format!("int {min}..={max}"),
        }
    }
}

/// The resolved option values of one pass instance.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    values: BTreeMap<&'static str, OptionValue>,
}

impl Options {
    /// Defaults for every option in `specs`.
    pub fn defaults<'s>(specs: impl IntoIterator<Item = &'s OptionSpec>) -> Self {
        Self {
            values: specs.into_iter().map(|s| (s.name, s.default)).collect(),
        }
    }

    pub fn set(&mut self, name: &'static str, value: OptionValue) {
        self.values.insert(name, value);
    }

    /// The value of a boolean option. Asking for an option the pass did not declare is a
    /// programming error caught by the registry tests, so it falls back to `false`.
    pub fn flag(&self, name: &str) -> bool {
        match self.values.get(name) {
            Some(OptionValue::Bool(value)) => *value,
            Some(OptionValue::Int(value)) => *value != 0,
            None => {
                debug_assert!(false, "undeclared option '{name}'");
                false
            }
        }
    }

    /// The value of an integer option (see [`Options::flag`] for undeclared names).
    pub fn int(&self, name: &str) -> i64 {
        match self.values.get(name) {
            Some(OptionValue::Int(value)) => *value,
            Some(OptionValue::Bool(value)) => i64::from(*value),
            None => {
                debug_assert!(false, "undeclared option '{name}'");
                0
            }
        }
    }

    pub fn iter(&self) -> impl Iterator<Item = (&'static str, OptionValue)> + '_ {
        self.values.iter().map(|(k, v)| (*k, *v))
    }
}

/// A Rust type an option is read as: `bool` for flags; `i64`, or `usize` (negative values
/// read as 0), for integers.
pub trait OptionType: Sized {
    /// True when the type reads flags, false when it reads integers.
    const IS_FLAG: bool;
    fn read(options: &Options, spec: &OptionSpec) -> Self;
}

impl OptionType for bool {
    const IS_FLAG: bool = true;
    fn read(options: &Options, spec: &OptionSpec) -> Self {
        options.flag(spec.name)
    }
}

impl OptionType for i64 {
    const IS_FLAG: bool = false;
    fn read(options: &Options, spec: &OptionSpec) -> Self {
        options.int(spec.name)
    }
}

impl OptionType for usize {
    const IS_FLAG: bool = false;
    fn read(options: &Options, spec: &OptionSpec) -> Self {
        usize::try_from(options.int(spec.name)).unwrap_or(0)
    }
}

/// True for a flag's kind; the [`typed_options!`] macro checks field types with it at
/// compile time.
pub const fn kind_is_flag(kind: OptionKind) -> bool {
    matches!(kind, OptionKind::Bool)
}

/// Declares the typed options a pass reads: a struct with one field per option, each bound to
/// the option's [`OptionSpec`] (a knob's `knobs::NAME.spec`, or a pass option constant), with
/// `SPECS` (the options read, checked against what the pass accepts by the registry tests)
/// and `read` (the values, from resolved [`Options`]). A misspelled option is a compile error,
/// and so is a field whose type does not match its option's kind:
///
/// ```ignore
/// typed_options! {
///     struct Knobs {
///         max_depth: usize = knobs::CBE_MAX_DEPTH.spec,
///         print: bool = knobs::CBE_PRINT_PROGRESS.spec,
///     }
/// }
/// ```
#[macro_export]
macro_rules! typed_options {
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident {
            $($(#[$field_meta:meta])* $field:ident : $ty:ty = $spec:expr),* $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        $vis struct $name {
            $($(#[$field_meta])* pub $field: $ty,)*
        }

        impl $name {
            /// Every option the struct reads.
            pub const SPECS: &'static [&'static $crate::options::OptionSpec] = &[$(&$spec),*];

            /// The values of the options, from resolved options.
            pub fn read(options: &$crate::options::Options) -> Self {
                Self {
                    $($field: <$ty as $crate::options::OptionType>::read(options, &$spec),)*
                }
            }
        }

        $(const _: () = assert!(
            $crate::options::kind_is_flag($spec.kind)
                == <$ty as $crate::options::OptionType>::IS_FLAG,
            concat!("the type of `", stringify!($field), "` does not match its option's kind")
        );)*
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bools_accept_words_and_digits() {
        let spec = OptionSpec::flag("x", false, "");
        assert_eq!(spec.parse("true"), Ok(OptionValue::Bool(true)));
        assert_eq!(spec.parse("0"), Ok(OptionValue::Bool(false)));
        assert!(spec.parse("yes").is_err());
    }

    #[test]
    fn ints_are_range_checked() {
        let spec = OptionSpec::int("x", 2, 0, 2, "");
        assert_eq!(spec.parse("1"), Ok(OptionValue::Int(1)));
        assert_eq!(spec.parse("3"), Err("3 is out of range 0..=2".to_string()));
        assert_eq!(
            spec.parse("two"),
            Err("expected an integer, got 'two'".to_string())
        );
    }
}
