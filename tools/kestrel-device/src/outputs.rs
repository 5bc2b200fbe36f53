//! A kernel's output memory as changes from its input: what the results and the bundle's
//! expected outputs carry instead of whole buffers.
//!
//! Kernels of the corpus, launched with kestrel-sim's small sizes, write a few KiB of
//! buffers that are 64 KiB or more, and the whole corpus' buffers several times over do not
//! fit in what comes back from the GPU machine. A buffer's final contents are its input
//! with a list of changed byte ranges applied; the reader has the input (the bundle).
#![forbid(unsafe_code)]

use crate::hex;
use std::fmt::Write as _;

/// One output memory region (a kernel buffer `argN` or a global `@name`) after a launch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Output {
    pub name: String,
    pub size: u64,
    /// Changed ranges: offset and the new bytes, sorted, not overlapping.
    pub changes: Vec<(u64, Vec<u8>)>,
}

/// Unchanged runs shorter than this join the changes around them: fewer lines.
const JOIN_GAP: usize = 16;

impl Output {
    /// `after` as changes from `before` (same length).
    pub fn diff(name: &str, before: &[u8], after: &[u8]) -> Self {
        debug_assert_eq!(before.len(), after.len());
        let mut changes: Vec<(u64, Vec<u8>)> = Vec::new();
        let mut i = 0;
        while i < after.len() {
            if before.get(i) == Some(&after[i]) {
                i += 1;
                continue;
            }
            let start = i;
            let mut end = i + 1;
            let mut same_run = 0;
            while end < after.len() && same_run < JOIN_GAP {
                if before.get(end) == Some(&after[end]) {
                    same_run += 1;
                } else {
                    same_run = 0;
                }
                end += 1;
            }
            let end = end - same_run;
            changes.push((start as u64, after[start..end].to_vec()));
            i = end;
        }
        Self {
            name: name.to_string(),
            size: after.len() as u64,
            changes,
        }
    }

    /// The final contents: `before` with the changes applied.
    pub fn apply(&self, before: &[u8]) -> Result<Vec<u8>, String> {
        if before.len() as u64 != self.size {
            return Err(format!(
                "{}: {} bytes of input, {} of output",
                self.name,
                before.len(),
                self.size
            ));
        }
        let mut bytes = before.to_vec();
        for (offset, new) in &self.changes {
            let start = *offset as usize;
            let end = start
                .checked_add(new.len())
                .filter(|&end| end <= bytes.len())
                .ok_or_else(|| format!("{}: a change at {offset} is out of bounds", self.name))?;
            bytes[start..end].copy_from_slice(new);
        }
        Ok(bytes)
    }

    /// Bytes changed in all.
    pub fn changed_bytes(&self) -> usize {
        self.changes.iter().map(|(_, bytes)| bytes.len()).sum()
    }

    /// `output NAME SIZE` and one `change OFFSET HEX` line per change.
    pub fn write(&self, text: &mut String) {
        let _ = writeln!(text, "output {} {}", self.name, self.size);
        for (offset, bytes) in &self.changes {
            let _ = writeln!(text, "change {offset} {}", hex::encode(bytes));
        }
    }
}

/// Reads the `change` lines that follow an `output` line into `output`.
pub fn read_change(output: &mut Output, rest: &str) -> Result<(), String> {
    let (offset, bytes) = rest
        .split_once(' ')
        .ok_or("a change needs an offset and bytes")?;
    let offset: u64 = offset
        .parse()
        .map_err(|_| format!("bad offset '{offset}'"))?;
    let bytes = hex::decode(bytes)?;
    if offset + bytes.len() as u64 > output.size {
        return Err(format!(
            "a change at {offset} of {} bytes is outside {} ({} bytes)",
            bytes.len(),
            output.name,
            output.size
        ));
    }
    output.changes.push((offset, bytes));
    Ok(())
}

/// Reads `NAME SIZE` of an `output` line.
pub fn read_output(rest: &str) -> Result<Output, String> {
    let (name, size) = rest
        .split_once(' ')
        .ok_or("an output needs a name and size")?;
    Ok(Output {
        name: name.to_string(),
        size: size.parse().map_err(|_| format!("bad size '{size}'"))?,
        changes: Vec::new(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn diff_then_apply_gives_the_final_bytes() {
        let before: Vec<u8> = (0..200).map(|i| i as u8).collect();
        let mut after = before.clone();
        after[3] = 0xff;
        after[10] = 0xee; // joins the change at 3: the gap is shorter than JOIN_GAP
        after[150..154].copy_from_slice(&[1, 2, 3, 4]);
        after[199] = 0;
        let output = Output::diff("arg0", &before, &after);
        assert_eq!(output.changes.len(), 3, "{output:?}");
        assert_eq!(output.changes[0], (3, after[3..11].to_vec()));
        assert_eq!(output.apply(&before).unwrap(), after);
    }

    #[test]
    fn unchanged_buffer_has_no_changes() {
        let bytes = vec![7u8; 64];
        let output = Output::diff("arg1", &bytes, &bytes);
        assert!(output.changes.is_empty());
        assert_eq!(output.apply(&bytes).unwrap(), bytes);
    }

    #[test]
    fn written_text_reads_back() {
        let before = vec![0u8; 40];
        let mut after = before.clone();
        after[5] = 9;
        after[39] = 1;
        let output = Output::diff("@table", &before, &after);
        let mut text = String::new();
        output.write(&mut text);
        let mut lines = text.lines();
        let mut read = read_output(lines.next().unwrap().strip_prefix("output ").unwrap()).unwrap();
        for line in lines {
            read_change(&mut read, line.strip_prefix("change ").unwrap()).unwrap();
        }
        assert_eq!(read, output);
    }

    #[test]
    fn out_of_bounds_change_is_an_error() {
        let mut output = read_output("arg0 4").unwrap();
        assert!(
            read_change(&mut output, "3 aabb")
                .unwrap_err()
                .contains("outside")
        );
        assert!(
            output
                .apply(&[0; 3])
                .unwrap_err()
                .contains("3 bytes of input")
        );
    }
}
