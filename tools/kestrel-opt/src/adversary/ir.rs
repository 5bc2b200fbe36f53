//! A small builder of LLVM IR text shaped like clang -O3 CUDA output: a module of globals,
//! intrinsic declarations and functions whose values are numbered `%vN` in order, so the
//! same calls give the same text.

use std::{collections::BTreeSet, fmt::Write as _};

pub const DATA_LAYOUT: &str = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64";
pub const TRIPLE: &str = "nvptx64-nvidia-cuda";

/// Kernels: what clang gives a `__global__` function.
pub const KERNEL_ATTRS: &str = "convergent mustprogress norecurse nounwind \"target-cpu\"=\"sm_80\" \"target-features\"=\"+ptx80,+sm_80\" \"uniform-work-group-size\"=\"true\"";
/// `__noinline__` device functions.
pub const DEVICE_ATTRS: &str = "convergent mustprogress noinline nounwind \"target-cpu\"=\"sm_80\" \"target-features\"=\"+ptx80,+sm_80\"";

/// Device functions clang leaves inlinable (no `__noinline__`), as group #2.
pub const INLINABLE_DEVICE_ATTRS: &str = "convergent mustprogress nounwind \"target-cpu\"=\"sm_80\" \"target-features\"=\"+ptx80,+sm_80\"";

/// A module under construction.
#[derive(Default)]
pub struct Module {
    types: Vec<String>,
    globals: Vec<String>,
    declares: BTreeSet<String>,
    functions: Vec<String>,
    /// Extra kernel attributes (`"nvvm.maxntid"="128"`), as group #0.
    pub kernel_extra_attrs: String,
    /// Some function uses group #2 ([`INLINABLE_DEVICE_ATTRS`]); written only then, so the
    /// other shapes' text stays what it was.
    pub inlinable: bool,
}

impl Module {
    pub fn type_def(&mut self, line: impl Into<String>) {
        self.types.push(line.into());
    }

    pub fn global(&mut self, line: impl Into<String>) {
        self.globals.push(line.into());
    }

    pub fn declare(&mut self, line: &str) {
        self.declares.insert(line.to_string());
    }

    pub fn function(&mut self, func: Func) {
        self.functions.push(func.finish());
    }

    pub fn text(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "target datalayout = \"{DATA_LAYOUT}\"");
        let _ = writeln!(out, "target triple = \"{TRIPLE}\"\n");
        for line in self.types.iter().chain(&self.globals) {
            let _ = writeln!(out, "{line}");
        }
        for function in &self.functions {
            let _ = writeln!(out, "\n{function}");
        }
        out.push('\n');
        for line in &self.declares {
            let _ = writeln!(out, "{line}");
        }
        let _ = writeln!(
            out,
            "\nattributes #0 = {{ {KERNEL_ATTRS}{} }}",
            self.kernel_extra_attrs
        );
        let _ = writeln!(out, "attributes #1 = {{ {DEVICE_ATTRS} }}");
        if self.inlinable {
            let _ = writeln!(out, "attributes #2 = {{ {INLINABLE_DEVICE_ATTRS} }}");
        }
        out
    }
}

/// A function body under construction: numbered values, fresh labels, and the label of
/// the block being filled (for PHIs).
pub struct Func {
    header: String,
    lines: Vec<String>,
    next_value: usize,
    next_label: usize,
    pub current: String,
}

impl Func {
    /// `header` is the `define ... {` line.
    pub fn new(header: impl Into<String>) -> Self {
        Func {
            header: header.into(),
            lines: Vec::new(),
            next_value: 0,
            next_label: 0,
            current: "entry".to_string(),
        }
    }

    /// What the `define` line has between its parentheses.
    pub fn header_params(&self) -> &str {
        let open = self.header.find('(').map_or(0, |i| i + 1);
        let close = self
            .header
            .rfind(')')
            .unwrap_or(self.header.len())
            .max(open);
        &self.header[open..close]
    }

    /// Emits `%vN = rhs` and returns `%vN`.
    pub fn def(&mut self, rhs: impl AsRef<str>) -> String {
        let name = format!("%v{}", self.next_value);
        self.next_value += 1;
        self.lines.push(format!("  {name} = {}", rhs.as_ref()));
        name
    }

    /// A value defined later at this position (a PHI whose incoming edges are not known
    /// yet): its name and the line [`Func::set_reserved`] fills.
    pub fn reserve(&mut self) -> (String, usize) {
        let name = format!("%v{}", self.next_value);
        self.next_value += 1;
        self.lines.push(String::new());
        (name, self.lines.len() - 1)
    }

    pub fn set_reserved(&mut self, line: usize, name: &str, rhs: &str) {
        self.lines[line] = format!("  {name} = {rhs}");
    }

    /// Emits an instruction without a result.
    pub fn op(&mut self, text: impl AsRef<str>) {
        self.lines.push(format!("  {}", text.as_ref()));
    }

    /// A label not used yet, `stem.N`.
    pub fn fresh_label(&mut self, stem: &str) -> String {
        self.next_label += 1;
        format!("{stem}.{}", self.next_label)
    }

    /// Starts block `label`.
    pub fn label(&mut self, label: &str) {
        self.lines.push(format!("{label}:"));
        self.current = label.to_string();
    }

    pub fn finish(self) -> String {
        let mut out = format!("{}\nentry:\n", self.header);
        for line in self.lines {
            out.push_str(&line);
            out.push('\n');
        }
        out.push('}');
        out
    }
}
