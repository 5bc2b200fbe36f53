//! `kestrel-bench --sass FILE.ptx ...`: each function of each PTX file as ptxas compiles it,
//! in the bench's SASS measures, and their sum. For comparing two compilations of the same
//! kernels (a pipeline option against the default, a producer's PTX against Kestrel's)
//! without re-running a whole bench.

use kestrel_rewrites::sass::{Function, Tools};
use std::path::Path;

const HEADER: &str = "file\tfunction\tregisters\tint\tloop int\tloop memory\tloop all";

/// The table for `files`, one line per function and a `total` line; an error naming the file
/// ptxas or nvdisasm failed on.
pub fn table(files: &[String], ptxas: Option<&Path>) -> Result<String, String> {
    if files.is_empty() {
        return Err("--sass needs at least one PTX file".to_string());
    }
    let tools = Tools::locate(ptxas)?;
    let mut lines = vec![HEADER.to_string()];
    let mut total = Totals::default();
    for file in files {
        let ptx = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
        let functions = tools.measure(&ptx).map_err(|e| format!("{file}: {e}"))?;
        let stem = Path::new(file)
            .file_stem()
            .map_or_else(|| file.clone(), |stem| stem.to_string_lossy().into_owned());
        for function in &functions {
            let row = Totals::of(function);
            lines.push(row.line(&stem, &function.name));
            total.add(&row);
        }
    }
    lines.push(total.line("total", ""));
    Ok(lines.join("\n") + "\n")
}

#[derive(Default)]
struct Totals {
    registers: u64,
    int: u64,
    loop_int: u64,
    loop_memory: u64,
    loop_all: u64,
}

impl Totals {
    fn of(function: &Function) -> Totals {
        Totals {
            registers: function.registers.unwrap_or(0),
            int: function.counts.integer(),
            loop_int: function.weighted.integer(),
            loop_memory: function.weighted.memory(),
            loop_all: function.weighted.total,
        }
    }

    fn add(&mut self, other: &Totals) {
        self.registers += other.registers;
        self.int += other.int;
        self.loop_int += other.loop_int;
        self.loop_memory += other.loop_memory;
        self.loop_all += other.loop_all;
    }

    fn line(&self, file: &str, function: &str) -> String {
        format!(
            "{file}\t{function}\t{}\t{}\t{}\t{}\t{}",
            self.registers, self.int, self.loop_int, self.loop_memory, self.loop_all
        )
    }
}
