//! Named presets: `-O0`..`-O3`, each a pipeline file under `presets/`.

/// The pipeline text of preset `level` (0..=3), without its `#` comment lines.
pub fn preset(level: u8) -> Option<String> {
    let file = match level {
        0 => include_str!("../presets/O0.pipeline"),
        1 => include_str!("../presets/O1.pipeline"),
        2 => include_str!("../presets/O2.pipeline"),
        3 => include_str!("../presets/O3.pipeline"),
        _ => return None,
    };
    Some(strip_comments(file))
}

/// Drops `#` comments and joins the remaining lines.
pub fn strip_comments(text: &str) -> String {
    text.lines()
        .map(|line| line.split('#').next().unwrap_or(""))
        .map(str::trim)
        .filter(|line| !line.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_parses() {
        for level in 0..=3 {
            let text = preset(level).expect("preset exists");
            crate::parse(&text).unwrap_or_else(|e| panic!("-O{level}: {e}"));
        }
        assert!(preset(4).is_none());
    }
}
