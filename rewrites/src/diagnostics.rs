//! Capturing MLIR diagnostics as values.

use melior::{
    Context,
    diagnostic::{Diagnostic, DiagnosticSeverity},
    ir::Location,
};
use std::{
    fmt,
    sync::{Arc, Mutex},
};

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    Error,
    Warning,
    Remark,
    Note,
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(match self {
            Self::Error => "error",
            Self::Warning => "warning",
            Self::Remark => "remark",
            Self::Note => "note",
        })
    }
}

/// A file position.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Position {
    pub file: String,
    pub line: usize,
    pub column: usize,
}

/// One diagnostic, detached from MLIR.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diag {
    pub severity: Severity,
    pub position: Option<Position>,
    pub message: String,
}

impl fmt::Display for Diag {
    /// `error: file:line:col: message`, one line.
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}: ", self.severity)?;
        if let Some(p) = &self.position {
            write!(f, "{}:{}:{}: ", p.file, p.line, p.column)?;
        }
        // Errors stay on one line; remark summaries keep their lines, indented.
        let separator = if self.severity == Severity::Error {
            " "
        } else {
            "\n  "
        };
        f.write_str(&self.message.trim_end().replace('\n', separator))
    }
}

/// The first file position inside `location` (through name, call-site and fused locations).
pub fn position_of(location: Location) -> Option<Position> {
    let mut pending = vec![location];
    while let Some(location) = pending.pop() {
        if location.is_file_line_col_range() {
            return Some(Position {
                file: location
                    .file_line_col_range_filename()
                    .as_string_ref()
                    .as_str()
                    .ok()?
                    .to_string(),
                line: location.file_line_col_range_start_line(),
                column: location.file_line_col_range_start_column(),
            });
        } else if location.is_name() {
            pending.push(location.name_child_location());
        } else if location.is_call_site() {
            pending.push(location.call_site_caller());
            pending.push(location.call_site_callee());
        } else if location.is_fused() {
            for index in (0..location.fused_num_locations()).rev() {
                pending.push(location.fused_location(index));
            }
        }
    }
    None
}

fn severity_of(diagnostic: &Diagnostic) -> Severity {
    match diagnostic.severity() {
        DiagnosticSeverity::Error => Severity::Error,
        DiagnosticSeverity::Warning => Severity::Warning,
        DiagnosticSeverity::Remark => Severity::Remark,
        DiagnosticSeverity::Note => Severity::Note,
    }
}

/// Collects every diagnostic emitted in a context (notes folded into their parent's
/// message) until dropped.
pub struct Collector<'c> {
    context: &'c Context,
    id: Option<melior::diagnostic::DiagnosticHandlerId>,
    diags: Arc<Mutex<Vec<Diag>>>,
}

impl<'c> Collector<'c> {
    pub fn attach(context: &'c Context) -> Self {
        let diags: Arc<Mutex<Vec<Diag>>> = Arc::default();
        let sink = diags.clone();
        let id = context.attach_diagnostic_handler(move |diagnostic| {
            let mut message = diagnostic.to_string();
            for index in 0..diagnostic.note_count() {
                if let Ok(note) = diagnostic.note(index) {
                    message.push_str(&format!(" (note: {note})"));
                }
            }
            let diag = Diag {
                severity: severity_of(&diagnostic),
                position: position_of(diagnostic.location()),
                message,
            };
            sink.lock().unwrap_or_else(|e| e.into_inner()).push(diag);
            true
        });
        Self {
            context,
            id: Some(id),
            diags,
        }
    }

    /// Removes and returns what was collected so far, in emission order.
    pub fn take(&self) -> Vec<Diag> {
        std::mem::take(&mut *self.diags.lock().unwrap_or_else(|e| e.into_inner()))
    }
}

impl Drop for Collector<'_> {
    fn drop(&mut self) {
        if let Some(id) = self.id.take() {
            self.context.detach_diagnostic_handler(id);
        }
    }
}
