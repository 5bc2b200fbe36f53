//! LLVM dialect types, parsed from their printed form.
//!
//! The simulator needs the full structure of a type (struct fields, array lengths, vector
//! shapes, pointer address spaces) to lay out memory and to flatten values into registers.
//! melior exposes little of the LLVM dialect's type API, while the printed form
//! (`!llvm.struct<(i32, array<4 x f32>)>`, `vector<2xf64>`, `!llvm.ptr<3>`) is a stable
//! contract, so types are parsed from text once, at lowering time. Identified structs are
//! kept by body; a recursive reference to an identified struct (`!llvm.struct<"name">`) has
//! no body in the text and is reported as unsupported by the caller.

use std::fmt;

/// A type as the simulator sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ty {
    /// `iN`.
    Int(u32),
    F16,
    BF16,
    F32,
    F64,
    /// `!llvm.ptr<N>`; `ptr` is address space 0.
    Ptr(u32),
    /// `vector<N x T>` (fixed length only).
    Vector(Box<Ty>, u64),
    /// `!llvm.array<N x T>`.
    Array(Box<Ty>, u64),
    /// `!llvm.struct<(...)>`, literal or identified, possibly packed.
    Struct {
        fields: Vec<Ty>,
        packed: bool,
    },
    /// `!llvm.void`, or no result.
    Void,
    /// `!llvm.func<R (A, B, ...)>`.
    Func {
        result: Box<Ty>,
        params: Vec<Ty>,
        variadic: bool,
    },
    /// Anything else (`f128`, `!llvm.target<...>`, a recursive struct reference, ...), kept
    /// as text for the error message.
    Other(String),
}

impl Ty {
    /// Parses a printed type. Unknown types become [`Ty::Other`] rather than an error, so
    /// the caller can name them in its unsupported-op message.
    pub fn parse(text: &str) -> Ty {
        let mut parser = Parser {
            text: text.trim(),
            pos: 0,
        };
        match parser.ty() {
            Some(ty) if parser.at_end() => ty,
            _ => Ty::Other(text.trim().to_string()),
        }
    }

    /// True when the type (or any part of it) is [`Ty::Other`].
    pub fn has_unknown_part(&self) -> bool {
        match self {
            Ty::Other(_) => true,
            Ty::Vector(element, _) | Ty::Array(element, _) => element.has_unknown_part(),
            Ty::Struct { fields, .. } => fields.iter().any(Ty::has_unknown_part),
            Ty::Func { result, params, .. } => {
                result.has_unknown_part() || params.iter().any(Ty::has_unknown_part)
            }
            _ => false,
        }
    }
}

impl fmt::Display for Ty {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Ty::Int(width) => write!(f, "i{width}"),
            Ty::F16 => f.write_str("f16"),
            Ty::BF16 => f.write_str("bf16"),
            Ty::F32 => f.write_str("f32"),
            Ty::F64 => f.write_str("f64"),
            Ty::Ptr(0) => f.write_str("ptr"),
            Ty::Ptr(space) => write!(f, "ptr<{space}>"),
            Ty::Vector(element, n) => write!(f, "vector<{n}x{element}>"),
            Ty::Array(element, n) => write!(f, "array<{n} x {element}>"),
            Ty::Struct { fields, packed } => {
                f.write_str(if *packed {
                    "struct<packed ("
                } else {
                    "struct<("
                })?;
                for (i, field) in fields.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{field}")?;
                }
                f.write_str(")>")
            }
            Ty::Void => f.write_str("void"),
            Ty::Func { result, params, .. } => {
                write!(f, "func<{result} (")?;
                for (i, param) in params.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{param}")?;
                }
                f.write_str(")>")
            }
            Ty::Other(text) => f.write_str(text),
        }
    }
}

struct Parser<'t> {
    text: &'t str,
    pos: usize,
}

impl Parser<'_> {
    fn rest(&self) -> &str {
        &self.text[self.pos..]
    }

    fn at_end(&self) -> bool {
        self.rest().trim().is_empty()
    }

    fn skip_spaces(&mut self) {
        let trimmed = self.rest().trim_start();
        self.pos = self.text.len() - trimmed.len();
    }

    fn eat(&mut self, token: &str) -> bool {
        self.skip_spaces();
        if self.rest().starts_with(token) {
            self.pos += token.len();
            true
        } else {
            false
        }
    }

    fn number(&mut self) -> Option<u64> {
        self.skip_spaces();
        let digits = self.rest().chars().take_while(char::is_ascii_digit).count();
        let value = self.rest()[..digits].parse().ok()?;
        self.pos += digits;
        Some(value)
    }

    /// A double-quoted name, escapes kept as they are (only its end matters here).
    fn quoted(&mut self) -> Option<()> {
        self.skip_spaces();
        let rest = self.rest();
        if !rest.starts_with('"') {
            return None;
        }
        let mut escaped = false;
        for (i, c) in rest.char_indices().skip(1) {
            match c {
                '\\' if !escaped => escaped = true,
                '"' if !escaped => {
                    self.pos += i + 1;
                    return Some(());
                }
                _ => escaped = false,
            }
        }
        None
    }

    fn ty(&mut self) -> Option<Ty> {
        self.skip_spaces();
        self.eat("!llvm.");
        if self.eat("ptr") {
            if self.eat("<") {
                let space = self.number()? as u32;
                self.eat(">").then_some(())?;
                return Some(Ty::Ptr(generic_if_param(space)));
            }
            return Some(Ty::Ptr(0));
        }
        if self.eat("void") {
            return Some(Ty::Void);
        }
        if self.eat("array<") {
            let n = self.number()?;
            self.eat("x").then_some(())?;
            let element = self.ty()?;
            self.eat(">").then_some(())?;
            return Some(Ty::Array(Box::new(element), n));
        }
        if self.eat("vector<") {
            return self.vector();
        }
        if self.eat("struct<") {
            return self.structure();
        }
        if self.eat("func<") {
            return self.function();
        }
        for (name, ty) in [
            ("bf16", Ty::BF16),
            ("f16", Ty::F16),
            ("f32", Ty::F32),
            ("f64", Ty::F64),
        ] {
            if self.rest().starts_with(name) && !self.continues_word(name.len()) {
                self.pos += name.len();
                return Some(ty);
            }
        }
        if self.rest().starts_with('i') {
            let digits = self.rest()[1..]
                .chars()
                .take_while(char::is_ascii_digit)
                .count();
            if digits > 0 {
                let width = self.rest()[1..1 + digits].parse().ok()?;
                self.pos += 1 + digits;
                return Some(Ty::Int(width));
            }
        }
        None
    }

    fn continues_word(&self, at: usize) -> bool {
        self.rest()[at..]
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')
    }

    /// After `vector<`: `4xf32` (builtin vector syntax) or `4 x f32`.
    fn vector(&mut self) -> Option<Ty> {
        if self.eat("[") {
            return None; // scalable vectors
        }
        let n = self.number()?;
        self.eat("x").then_some(())?;
        let element = self.ty()?;
        self.eat(">").then_some(())?;
        Some(Ty::Vector(Box::new(element), n))
    }

    /// After `struct<`: `(fields)`, `packed (fields)`, `"name", (fields)`,
    /// `"name", packed (fields)`, `"name", opaque` or `"name"` (a recursive reference).
    fn structure(&mut self) -> Option<Ty> {
        self.skip_spaces();
        if self.rest().starts_with('"') {
            self.quoted()?;
            if !self.eat(",") {
                return None; // recursive reference: no body to lay out
            }
            if self.eat("opaque") {
                return None;
            }
        }
        let packed = self.eat("packed");
        self.eat("(").then_some(())?;
        let mut fields = Vec::new();
        if !self.eat(")") {
            loop {
                fields.push(self.ty()?);
                if self.eat(")") {
                    break;
                }
                self.eat(",").then_some(())?;
            }
        }
        self.eat(">").then_some(())?;
        Some(Ty::Struct { fields, packed })
    }

    /// After `func<`: `R (A, B, ...)`.
    fn function(&mut self) -> Option<Ty> {
        let result = self.ty()?;
        self.eat("(").then_some(())?;
        let mut params = Vec::new();
        let mut variadic = false;
        if !self.eat(")") {
            loop {
                if self.eat("...") {
                    variadic = true;
                } else {
                    params.push(self.ty()?);
                }
                if self.eat(")") {
                    break;
                }
                self.eat(",").then_some(())?;
            }
        }
        self.eat(">").then_some(())?;
        Some(Ty::Func {
            result: Box::new(result),
            params,
            variadic,
        })
    }
}

/// The NVPTX param space (101): the backend's lower-args reads a kernel's byval parameters
/// through it. The simulator gives each thread its own copy of those in memory it addresses
/// generically, so a param-space pointer is that copy's generic address.
pub const PARAM_SPACE: u32 = 101;

fn generic_if_param(space: u32) -> u32 {
    if space == PARAM_SPACE { 0 } else { space }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scalars_and_pointers() {
        assert_eq!(Ty::parse("i32"), Ty::Int(32));
        assert_eq!(Ty::parse("i1"), Ty::Int(1));
        assert_eq!(Ty::parse("f32"), Ty::F32);
        assert_eq!(Ty::parse("bf16"), Ty::BF16);
        assert_eq!(Ty::parse("!llvm.ptr"), Ty::Ptr(0));
        assert_eq!(Ty::parse("!llvm.ptr<3>"), Ty::Ptr(3));
        assert_eq!(Ty::parse("!llvm.ptr<101>"), Ty::Ptr(0));
    }

    #[test]
    fn aggregates() {
        assert_eq!(
            Ty::parse("!llvm.array<3 x array<31 x i32>>"),
            Ty::Array(Box::new(Ty::Array(Box::new(Ty::Int(32)), 31)), 3)
        );
        assert_eq!(Ty::parse("vector<4xf32>"), Ty::Vector(Box::new(Ty::F32), 4));
        assert_eq!(
            Ty::parse("!llvm.struct<(i32, i1)>"),
            Ty::Struct {
                fields: vec![Ty::Int(32), Ty::Int(1)],
                packed: false
            }
        );
        let named = Ty::parse(
            r#"!llvm.struct<"class.local_stack", packed (array<128 x struct<"class.interval_gpu", (f64, f64)>>, i32, array<4 x i8>)>"#,
        );
        let Ty::Struct { fields, packed } = named else {
            panic!("{named:?}")
        };
        assert!(packed);
        assert_eq!(fields.len(), 3);
    }

    #[test]
    fn functions() {
        assert_eq!(
            Ty::parse("!llvm.func<i32 (i32, ptr, ...)>"),
            Ty::Func {
                result: Box::new(Ty::Int(32)),
                params: vec![Ty::Int(32), Ty::Ptr(0)],
                variadic: true
            }
        );
        assert_eq!(
            Ty::parse("!llvm.func<void ()>"),
            Ty::Func {
                result: Box::new(Ty::Void),
                params: vec![],
                variadic: false
            }
        );
    }

    #[test]
    fn unknown_types_are_kept_as_text() {
        assert_eq!(Ty::parse("f128"), Ty::Other("f128".into()));
        assert!(Ty::parse(r#"!llvm.struct<"rec">"#).has_unknown_part());
        assert!(Ty::parse("!llvm.array<2 x f128>").has_unknown_part());
    }
}
