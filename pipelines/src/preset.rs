//! Named presets: `-O0`..`-O3` and `complete`, each a pipeline file under `presets/`.

/// The presets' names, as `preset` takes them.
pub const PRESETS: &[&str] = &["O0", "O1", "O2", "O3", "complete"];

/// The pipeline text of preset `name` (`"O0"`..`"O3"`, `"complete"`), without its `#`
/// comment lines.
pub fn preset(name: &str) -> Option<String> {
    let file = match name {
        "O0" => include_str!("../presets/O0.pipeline"),
        "O1" => include_str!("../presets/O1.pipeline"),
        "O2" => include_str!("../presets/O2.pipeline"),
        "O3" => include_str!("../presets/O3.pipeline"),
        "complete" => include_str!("../presets/complete.pipeline"),
        _ => return None,
    };
    Some(strip_comments(file))
}

/// The preset a user's spelling names: `O3`, `-O3`, `3`, `complete`, `-Ocomplete`.
pub fn preset_name(spelling: &str) -> Option<&'static str> {
    let bare = spelling.trim_start_matches('-');
    let bare = bare.strip_prefix('O').unwrap_or(bare);
    PRESETS
        .iter()
        .copied()
        .find(|name| name.strip_prefix('O').unwrap_or(name) == bare)
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
        for name in PRESETS {
            let text = preset(name).expect("preset exists");
            crate::parse(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        }
        assert!(preset("O4").is_none());
    }

    #[test]
    fn spellings_name_presets() {
        assert_eq!(preset_name("-O3"), Some("O3"));
        assert_eq!(preset_name("3"), Some("O3"));
        assert_eq!(preset_name("O0"), Some("O0"));
        assert_eq!(preset_name("complete"), Some("complete"));
        assert_eq!(preset_name("-Ocomplete"), Some("complete"));
        assert_eq!(preset_name("O4"), None);
        assert_eq!(preset_name("33"), None);
        assert_eq!(preset_name(""), None);
    }
}
