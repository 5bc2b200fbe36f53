//! Bytes as lowercase hexadecimal text, for the line-based bundle and results files.
#![forbid(unsafe_code)]

/// `bytes` as two lowercase hex digits each.
pub fn encode(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut text = String::with_capacity(bytes.len() * 2);
    for &byte in bytes {
        text.push(DIGITS[usize::from(byte >> 4)] as char);
        text.push(DIGITS[usize::from(byte & 15)] as char);
    }
    text
}

/// The bytes of `text` (an even number of hex digits, either case).
pub fn decode(text: &str) -> Result<Vec<u8>, String> {
    if !text.len().is_multiple_of(2) {
        return Err(format!("odd number of hex digits ({})", text.len()));
    }
    text.as_bytes()
        .chunks(2)
        .map(|pair| {
            let digit = |c: u8| (c as char).to_digit(16).map(|d| d as u8);
            match (digit(pair[0]), digit(pair[1])) {
                (Some(high), Some(low)) => Ok(high << 4 | low),
                _ => Err(format!(
                    "bad hex digits '{}'",
                    String::from_utf8_lossy(pair)
                )),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn round_trips_every_byte() {
        let bytes: Vec<u8> = (0..=255).collect();
        assert_eq!(super::decode(&super::encode(&bytes)).unwrap(), bytes);
    }

    #[test]
    fn rejects_odd_length_and_non_hex() {
        assert!(super::decode("abc").unwrap_err().contains("odd"));
        assert!(super::decode("zz").unwrap_err().contains("bad hex"));
    }
}
