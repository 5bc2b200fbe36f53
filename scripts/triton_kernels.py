"""Kestrel's own Triton kernels, written in the style of Triton's tutorials (not copied from
them, nor from the issue's held-out set). `scripts/triton-corpus.py` compiles each for sm_80
and vendors Triton's LLVM IR and its own PTX into `third_party/triton/`.

Each entry of KERNELS is (name, jit function, signature, constexprs, options)."""

import triton
import triton.language as tl


@triton.jit
def vector_add(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, x + y, mask=mask)


@triton.jit
def fused_softmax(out_ptr, in_ptr, in_stride, out_stride, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(in_ptr + row * in_stride + cols, mask=mask, other=-float("inf"))
    x = x - tl.max(x, axis=0)
    e = tl.exp(x)
    s = tl.sum(e, axis=0)
    tl.store(out_ptr + row * out_stride + cols, e / s, mask=mask)


@triton.jit
def layernorm_fwd(x_ptr, y_ptr, w_ptr, b_ptr, mean_ptr, rstd_ptr, stride, n, eps,
                  BLOCK: tl.constexpr):
    row = tl.program_id(0)
    x_ptr += row * stride
    y_ptr += row * stride
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for start in range(0, n, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        acc += tl.load(x_ptr + cols, mask=cols < n, other=0.0).to(tl.float32)
    mean = tl.sum(acc, axis=0) / n
    var_acc = tl.zeros([BLOCK], dtype=tl.float32)
    for start in range(0, n, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        x = tl.load(x_ptr + cols, mask=cols < n, other=0.0).to(tl.float32)
        d = tl.where(cols < n, x - mean, 0.0)
        var_acc += d * d
    rstd = 1 / tl.sqrt(tl.sum(var_acc, axis=0) / n + eps)
    tl.store(mean_ptr + row, mean)
    tl.store(rstd_ptr + row, rstd)
    for start in range(0, n, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        mask = cols < n
        w = tl.load(w_ptr + cols, mask=mask)
        b = tl.load(b_ptr + cols, mask=mask)
        x = tl.load(x_ptr + cols, mask=mask, other=0.0).to(tl.float32)
        tl.store(y_ptr + cols, (x - mean) * rstd * w + b, mask=mask)


@triton.jit
def matmul_fp16(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_ak, stride_bk, stride_bn,
                stride_cm, stride_cn, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr,
                GROUP: tl.constexpr):
    pid = tl.program_id(0)
    blocks_m = tl.cdiv(M, BM)
    blocks_n = tl.cdiv(N, BN)
    per_group = GROUP * blocks_n
    group = pid // per_group
    first_m = group * GROUP
    rows_in_group = min(blocks_m - first_m, GROUP)
    pid_m = first_m + (pid % per_group) % rows_in_group
    pid_n = (pid % per_group) // rows_in_group
    rm = (pid_m * BM + tl.arange(0, BM)) % M
    rn = (pid_n * BN + tl.arange(0, BN)) % N
    rk = tl.arange(0, BK)
    a = a_ptr + rm[:, None] * stride_am + rk[None, :] * stride_ak
    b = b_ptr + rk[:, None] * stride_bk + rn[None, :] * stride_bn
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        a_tile = tl.load(a, mask=rk[None, :] < K - k * BK, other=0.0)
        b_tile = tl.load(b, mask=rk[:, None] < K - k * BK, other=0.0)
        acc = tl.dot(a_tile, b_tile, acc)
        a += BK * stride_ak
        b += BK * stride_bk
    cm = pid_m * BM + tl.arange(0, BM)
    cn = pid_n * BN + tl.arange(0, BN)
    c = c_ptr + cm[:, None] * stride_cm + cn[None, :] * stride_cn
    tl.store(c, acc.to(tl.float16), mask=(cm[:, None] < M) & (cn[None, :] < N))


@triton.jit
def seeded_dropout(x_ptr, out_ptr, n, p, seed, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    keep = tl.rand(seed, offs) > p
    tl.store(out_ptr + offs, tl.where(keep, x / (1 - p), 0.0), mask=mask)


@triton.jit
def transpose_tiled(in_ptr, out_ptr, rows, cols, in_stride, out_stride, BR: tl.constexpr,
                    BC: tl.constexpr):
    pid_r = tl.program_id(0)
    pid_c = tl.program_id(1)
    r = pid_r * BR + tl.arange(0, BR)
    c = pid_c * BC + tl.arange(0, BC)
    mask = (r[:, None] < rows) & (c[None, :] < cols)
    tile = tl.load(in_ptr + r[:, None] * in_stride + c[None, :], mask=mask)
    tl.store(out_ptr + c[None, :] * out_stride + r[:, None], tile, mask=mask)


@triton.jit
def histogram_atomic(data_ptr, bins_ptr, n, n_bins, lo, width, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(data_ptr + offs, mask=mask, other=0.0)
    b = ((x - lo) / width).to(tl.int32)
    b = tl.minimum(tl.maximum(b, 0), n_bins - 1)
    tl.atomic_add(bins_ptr + b, 1, mask=mask)


@triton.jit
def sum_atomic_add(x_ptr, total_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n, other=0.0)
    tl.atomic_add(total_ptr, tl.sum(x, axis=0))


@triton.jit
def stencil_5pt(in_ptr, out_ptr, h, w, stride, BH: tl.constexpr, BW: tl.constexpr):
    pid_y = tl.program_id(0)
    pid_x = tl.program_id(1)
    y = pid_y * BH + tl.arange(0, BH)[:, None]
    x = pid_x * BW + tl.arange(0, BW)[None, :]
    inside = (y > 0) & (y < h - 1) & (x > 0) & (x < w - 1)
    p = in_ptr + y * stride + x
    c = tl.load(p, mask=inside, other=0.0)
    n = tl.load(p - stride, mask=inside, other=0.0)
    s = tl.load(p + stride, mask=inside, other=0.0)
    e = tl.load(p + 1, mask=inside, other=0.0)
    wv = tl.load(p - 1, mask=inside, other=0.0)
    tl.store(out_ptr + y * stride + x, 0.5 * c + 0.125 * (n + s + e + wv), mask=inside)


@triton.jit
def bias_gelu(x_ptr, bias_ptr, out_ptr, rows, cols, stride, BR: tl.constexpr,
              BC: tl.constexpr):
    pid = tl.program_id(0)
    r = pid * BR + tl.arange(0, BR)[:, None]
    c = tl.arange(0, BC)[None, :]
    mask = (r < rows) & (c < cols)
    x = tl.load(x_ptr + r * stride + c, mask=mask, other=0.0).to(tl.float32)
    x = x + tl.load(bias_ptr + c, mask=c < cols, other=0.0).to(tl.float32)
    inner = 0.7978845608028654 * (x + 0.044715 * x * x * x)
    t = 2 * tl.sigmoid(2 * inner) - 1
    tl.store(out_ptr + r * stride + c, (0.5 * x * (1 + t)).to(tl.float16), mask=mask)


def _sig(**kinds):
    return dict(kinds)


KERNELS = [
    ("vector_add", vector_add,
     _sig(x_ptr="*fp32", y_ptr="*fp32", out_ptr="*fp32", n="i32", BLOCK="constexpr"),
     {"BLOCK": 1024}, {}),
    ("fused_softmax", fused_softmax,
     _sig(out_ptr="*fp32", in_ptr="*fp32", in_stride="i32", out_stride="i32", n_cols="i32",
          BLOCK="constexpr"),
     {"BLOCK": 1024}, {}),
    ("layernorm_fwd", layernorm_fwd,
     _sig(x_ptr="*fp16", y_ptr="*fp16", w_ptr="*fp16", b_ptr="*fp16", mean_ptr="*fp32",
          rstd_ptr="*fp32", stride="i32", n="i32", eps="fp32", BLOCK="constexpr"),
     {"BLOCK": 512}, {}),
    ("matmul_fp16", matmul_fp16,
     _sig(a_ptr="*fp16", b_ptr="*fp16", c_ptr="*fp16", M="i32", N="i32", K="i32",
          stride_am="i32", stride_ak="i32", stride_bk="i32", stride_bn="i32",
          stride_cm="i32", stride_cn="i32", BM="constexpr", BN="constexpr", BK="constexpr",
          GROUP="constexpr"),
     {"BM": 64, "BN": 64, "BK": 32, "GROUP": 8}, {"num_stages": 3}),
    ("seeded_dropout", seeded_dropout,
     _sig(x_ptr="*fp32", out_ptr="*fp32", n="i32", p="fp32", seed="i32", BLOCK="constexpr"),
     {"BLOCK": 1024}, {}),
    ("transpose_tiled", transpose_tiled,
     _sig(in_ptr="*fp32", out_ptr="*fp32", rows="i32", cols="i32", in_stride="i32",
          out_stride="i32", BR="constexpr", BC="constexpr"),
     {"BR": 32, "BC": 32}, {}),
    ("histogram_atomic", histogram_atomic,
     _sig(data_ptr="*fp32", bins_ptr="*i32", n="i32", n_bins="i32", lo="fp32", width="fp32",
          BLOCK="constexpr"),
     {"BLOCK": 512}, {}),
    ("sum_atomic_add", sum_atomic_add,
     _sig(x_ptr="*fp32", total_ptr="*fp32", n="i32", BLOCK="constexpr"),
     {"BLOCK": 1024}, {}),
    ("stencil_5pt", stencil_5pt,
     _sig(in_ptr="*fp32", out_ptr="*fp32", h="i32", w="i32", stride="i32", BH="constexpr",
          BW="constexpr"),
     {"BH": 16, "BW": 64}, {}),
    ("bias_gelu", bias_gelu,
     _sig(x_ptr="*fp16", bias_ptr="*fp16", out_ptr="*fp16", rows="i32", cols="i32",
          stride="i32", BR="constexpr", BC="constexpr"),
     {"BR": 8, "BC": 256}, {}),
]
