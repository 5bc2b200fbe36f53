//! The pipeline AST and its parser.

use pest::{Parser, iterators::Pair};
use pest_derive::Parser;
use std::fmt;

#[derive(Parser)]
#[grammar = "pipeline.pest"]
struct PipelineParser;

/// A 1-based line and column in the pipeline text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pos {
    pub line: usize,
    pub column: usize,
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}:{}", self.line, self.column)
    }
}

/// One pipeline element: a pass with options, or an op anchor with a nested pipeline.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Element {
    pub name: String,
    pub pos: Pos,
    /// `{key=value ...}` in order; a bare `key` means `key=true`.
    pub options: Vec<(String, String)>,
    /// `Some` for `op.name(...)`.
    pub nested: Option<Vec<Element>>,
}

impl fmt::Display for Element {
    /// Prints the element back in pipeline syntax.
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(&self.name)?;
        if let Some(nested) = &self.nested {
            write!(f, "({})", join(nested))?;
        } else if !self.options.is_empty() {
            let options: Vec<_> = self
                .options
                .iter()
                .map(|(k, v)| format!("{k}={v}"))
                .collect();
            write!(f, "{{{}}}", options.join(" "))?;
        }
        Ok(())
    }
}

/// `a,b(c)` for a list of elements.
pub fn join(elements: &[Element]) -> String {
    elements
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

/// A syntax error with its position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    pub pos: Pos,
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "invalid pass pipeline at {}: {}", self.pos, self.message)
    }
}

/// Parses pipeline text into its top-level elements.
pub fn parse(text: &str) -> Result<Vec<Element>, ParseError> {
    let mut pairs = PipelineParser::parse(Rule::pipeline, text).map_err(syntax_error)?;
    let pipeline = pairs.next().expect("the pipeline rule matched");
    Ok(pipeline
        .into_inner()
        .filter(|pair| pair.as_rule() == Rule::element)
        .map(element)
        .collect())
}

fn element(pair: Pair<Rule>) -> Element {
    let (line, column) = pair.line_col();
    let mut inner = pair.into_inner();
    let name = inner
        .next()
        .expect("an element starts with a name")
        .as_str()
        .to_string();
    let mut result = Element {
        name,
        pos: Pos { line, column },
        options: Vec::new(),
        nested: None,
    };
    if let Some(rest) = inner.next() {
        match rest.as_rule() {
            Rule::nested => {
                result.nested = Some(rest.into_inner().map(element).collect());
            }
            Rule::options => {
                result.options = rest.into_inner().map(option).collect();
            }
            _ => unreachable!("grammar allows only nested or options after a name"),
        }
    }
    result
}

fn option(pair: Pair<Rule>) -> (String, String) {
    let mut inner = pair.into_inner();
    let key = inner
        .next()
        .expect("an option starts with a key")
        .as_str()
        .to_string();
    let value = inner
        .next()
        .map_or("true".to_string(), |v| v.as_str().to_string());
    (key, value)
}

fn syntax_error(error: pest::error::Error<Rule>) -> ParseError {
    let (line, column) = match error.line_col {
        pest::error::LineColLocation::Pos(pos) => pos,
        pest::error::LineColLocation::Span(start, _) => start,
    };
    let message = match &error.variant {
        pest::error::ErrorVariant::ParsingError { positives, .. } => {
            let expected: Vec<_> = positives.iter().filter_map(describe).collect();
            if expected.is_empty() {
                "unexpected character".to_string()
            } else {
                format!("expected {}", expected.join(" or "))
            }
        }
        pest::error::ErrorVariant::CustomError { message } => message.clone(),
    };
    ParseError {
        pos: Pos { line, column },
        message,
    }
}

fn describe(rule: &Rule) -> Option<String> {
    Some(
        match rule {
            Rule::EOI => "end of pipeline",
            Rule::element | Rule::name => "a pass or op name",
            Rule::nested => "'('",
            Rule::options => "'{'",
            Rule::option | Rule::key => "an option name",
            Rule::value => "an option value",
            _ => return None,
        }
        .to_string(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_nested_anchors_and_options() {
        let elements =
            parse("builtin.module(llvm.func(early-cse{memssa=true}, dead-sync-elim), gpu.module(llvm.func(cse)))")
                .unwrap();
        assert_eq!(elements.len(), 1);
        let module = &elements[0];
        assert_eq!(module.name, "builtin.module");
        let nested = module.nested.as_ref().unwrap();
        assert_eq!(nested[0].name, "llvm.func");
        let func = nested[0].nested.as_ref().unwrap();
        assert_eq!(
            func[0].options,
            vec![("memssa".to_string(), "true".to_string())]
        );
        assert_eq!(func[1].name, "dead-sync-elim");
        assert_eq!(nested[1].name, "gpu.module");
    }

    #[test]
    fn prints_back_what_it_parsed() {
        let text = "builtin.module(llvm.func(a{k=1 b=x},c))";
        assert_eq!(join(&parse(text).unwrap()), text);
    }

    #[test]
    fn bare_option_means_true_and_values_may_be_quoted_or_braced() {
        let elements = parse(r#"p{flag s="a b" list={1,2}}"#).unwrap();
        assert_eq!(
            elements[0].options,
            vec![
                ("flag".to_string(), "true".to_string()),
                ("s".to_string(), "\"a b\"".to_string()),
                ("list".to_string(), "{1,2}".to_string())
            ]
        );
    }

    #[test]
    fn empty_pipelines_are_valid() {
        assert_eq!(parse("").unwrap(), vec![]);
        assert_eq!(parse("builtin.module()").unwrap()[0].nested, Some(vec![]));
    }

    #[test]
    fn syntax_errors_carry_a_position() {
        let error = parse("builtin.module(llvm.func(cse").unwrap_err();
        assert_eq!(
            error.pos,
            Pos {
                line: 1,
                column: 29
            }
        );
        assert!(
            error
                .to_string()
                .starts_with("invalid pass pipeline at 1:29: expected"),
            "{error}"
        );
        let error = parse("a,,b").unwrap_err();
        assert_eq!(error.pos.column, 3);
        let error = parse("a{=1}").unwrap_err();
        assert_eq!(error.pos.column, 3);
    }
}
