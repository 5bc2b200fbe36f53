#!/usr/bin/env python3
"""Regenerates third_party/triton/: Triton's LLVM IR (NAME.ll) and its own PTX
(NAME.triton.ptx) for each kernel of scripts/triton_kernels.py, compiled for sm_80 without a
GPU. Needs triton==3.6.0 (`bash scripts/setup.sh --triton` makes a venv with it and prints
how to run this). Usage: triton-corpus.py [OUT_DIR]  (default third_party/triton)."""

import os
import pathlib
import sys

import triton
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import triton_kernels  # noqa: E402

WANTED = "3.6.0"


def main():
    if triton.__version__ != WANTED:
        sys.exit(f"error: triton {triton.__version__} found, {WANTED} wanted "
                 "(3.9's IR has float syntax LLVM 22 cannot parse)")
    root = pathlib.Path(__file__).resolve().parent.parent
    out = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else root / "third_party" / "triton"
    out.mkdir(parents=True, exist_ok=True)
    target = GPUTarget("cuda", 80, 32)
    site = pathlib.Path(triton.__file__).resolve().parent.parent
    for name, fn, signature, constexprs, options in triton_kernels.KERNELS:
        source = ASTSource(fn, signature, constexprs)
        compiled = triton.compiler.compile(source, target=target, options=options)
        # Line tables name the kernel file and Triton's own library (inlined helpers) by
        # absolute path; keep the vendored text the same on every machine.
        def local(text):
            text = text.replace(str(site) + os.sep, "site-packages/").replace(str(site), "site-packages")
            return text.replace(str(root) + os.sep, "").replace(str(root), ".")
        (out / f"{name}.ll").write_text(local(compiled.asm["llir"]))
        (out / f"{name}.triton.ptx").write_text(local(compiled.asm["ptx"]))
        print(f"{name}: {compiled.metadata.num_warps} warps, "
              f"{compiled.metadata.shared} bytes shared")


if __name__ == "__main__":
    main()
