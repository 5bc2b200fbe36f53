//! Arbitrary bytes as pipeline text: the pest parser must accept or reject without panicking,
//! what it accepts must print back to text that parses to the same text, and resolving and
//! running it on a tiny module (through kestrel-opt, as `--pass-pipeline=` or `--passes=`)
//! must end in exit 0 or one `error:` line, never an internal error.
#![no_main]

use libfuzzer_sys::fuzz_target;

const MODULE: &str = "llvm.func ptx_kernelcc @k(%p: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %a = llvm.getelementptr inbounds %p[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %a {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  nvvm.barrier0
  llvm.store %v, %a {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}
";

fn fail(what: &str, input: &str, detail: &str) -> ! {
    eprintln!("FINDING: {what}\ninput: {input:?}\n{detail}");
    std::process::abort();
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(elements) = kestrel_pipelines::parse(text) {
        let printed = kestrel_pipelines::resolve::elements_text(&elements);
        match kestrel_pipelines::parse(&printed) {
            Ok(again) => {
                let reprinted = kestrel_pipelines::resolve::elements_text(&again);
                if reprinted != printed {
                    fail(
                        "printed pipeline reparses differently",
                        text,
                        &format!("{printed:?} -> {reprinted:?}"),
                    );
                }
            }
            Err(e) => fail(
                "printed pipeline does not parse",
                text,
                &format!("{printed:?}: {e:?}"),
            ),
        }
    }
    for flag in ["--pass-pipeline=", "--passes="] {
        let args = vec!["-".to_string(), format!("{flag}{text}")];
        let outcome = kestrel_opt::run(&args, || Ok(MODULE.as_bytes().to_vec()));
        if outcome.stderr.contains("internal error") {
            fail("kestrel-opt internal error", &args[1], &outcome.stderr);
        }
        if outcome.code != 0 && outcome.code != 1 {
            fail("unexpected exit code", &args[1], &outcome.stderr);
        }
    }
});
