//! Warp-level matrix operations, `ldmatrix` and `mma.sync`, with PTX's fragment layouts.
//!
//! Both are warp collectives resolved by [`crate::sched`] like shuffles: every lane stops at
//! the instruction with a *payload* ([`crate::exec::Thread::payload`]) and, once all 32
//! lanes of the warp have arrived at that same instruction, [`resolve`] computes every
//! lane's result registers from all payloads. PTX requires `.sync.aligned` matrix
//! instructions to be executed by the whole warp convergently; the scheduler reports
//! anything less as a divergent collective.
//!
//! - `ldmatrix.sync.aligned.m8n8.x{1,2,4}[.trans].shared.b16`: lane `8i + r` (i < num) reads
//!   row `r` of matrix `i` (16 bytes at its row address, eight b16 elements) into its
//!   payload; lanes past `8 * num` supply nothing. Lane `t` receives, for every matrix `i`,
//!   one 32-bit register holding elements `[t / 4][2 (t % 4)]` (low half) and
//!   `[t / 4][2 (t % 4) + 1]` (high half); `.trans` delivers the transposed matrix.
//! - `mma.sync.aligned.m16n8k{8,16}.row.col.{f32,f16}.f16.f16.{f32,f16}`: each lane's
//!   payload is its fragment registers, A then B then C, in operand order; `D = A * B + C`.
//!   Layouts (PTX ISA, "Matrix Fragments for mma.m16n8k16"; k8 is the first half), with
//!   `g = lane / 4`, `q = lane % 4`: A element `i` is `[g + 8 ((i / 2) % 2)][2q + i % 2 +
//!   8 (i / 4)]`, B element `i` is `[2q + i % 2 + 8 (i / 2)][g]`, C/D element `i` is
//!   `[g + 8 (i / 2)][2q + i % 2]`.
//!
//! Arithmetic: f16 products are exact in f32 and are accumulated in f32, one rounding per
//! addition, starting from C and adding the products in ascending k. Hardware leaves the
//! order (and intermediate precision) unspecified; what matters here is that BEFORE and
//! AFTER run on the same definition. An f16 D is that f32 sum rounded once. Poison: an
//! element of D is poison when its C element or any A or B element it reads is.

use crate::exec::to_f64;
use crate::program::FKind;

/// A warp-level matrix instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatrixOp {
    /// `ldmatrix .m8n8 .x{num} [.trans] .b16`; `space` is the row address's address space.
    LdMatrix { num: u8, trans: bool, space: u32 },
    /// `mma.sync .m16n8k{k} .row.col` with f16 A and B.
    Mma(MmaShape),
}

/// The variant of an `mma.sync` the simulator runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MmaShape {
    /// 8 or 16.
    pub k: u8,
    /// C is f16 (else f32).
    pub c_f16: bool,
    /// D is f16 (else f32).
    pub d_f16: bool,
    /// A and B registers are `i32`s holding two f16 each (else one `f16` leaf per element).
    pub ab_packed: bool,
}

impl MmaShape {
    /// Payload leaves of A, B and C per lane.
    pub fn leaves(self) -> (usize, usize, usize) {
        let per_reg = if self.ab_packed { 2 } else { 1 };
        let k = usize::from(self.k);
        (k / 2 / per_reg, k / 4 / per_reg, 4)
    }
}

impl std::fmt::Display for MatrixOp {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match *self {
            MatrixOp::LdMatrix { num, trans, .. } => {
                let trans = if trans { ".trans" } else { "" };
                write!(f, "ldmatrix.m8n8.x{num}{trans}.b16")
            }
            MatrixOp::Mma(shape) => {
                let ty = |half: bool| if half { "f16" } else { "f32" };
                write!(
                    f,
                    "mma.sync.m16n8k{}.row.col.{}.f16.f16.{}",
                    shape.k,
                    ty(shape.d_f16),
                    ty(shape.c_f16)
                )
            }
        }
    }
}

/// A register value with its poison flag.
pub type Leaf = (u64, bool);

/// Lanes in a warp.
pub const WARP: usize = 32;

/// The result leaves of every lane of a warp, from the payloads of all 32 lanes.
pub fn resolve(op: MatrixOp, payloads: &[&[Leaf]]) -> Vec<Vec<Leaf>> {
    match op {
        MatrixOp::LdMatrix { num, trans, .. } => ldmatrix(usize::from(num), trans, payloads),
        MatrixOp::Mma(shape) => mma(shape, payloads),
    }
}

/// `ldmatrix`: `rows[8i + r]` holds row `r` of matrix `i` as eight b16 leaves.
fn ldmatrix(num: usize, trans: bool, rows: &[&[Leaf]]) -> Vec<Vec<Leaf>> {
    let element = |matrix: usize, row: usize, col: usize| -> Leaf {
        let (row, col) = if trans { (col, row) } else { (row, col) };
        rows[8 * matrix + row]
            .get(col)
            .copied()
            .unwrap_or((0, true))
    };
    (0..WARP)
        .map(|lane| {
            let (row, col) = (lane / 4, 2 * (lane % 4));
            (0..num)
                .map(|matrix| {
                    let (lo, lo_poison) = element(matrix, row, col);
                    let (hi, hi_poison) = element(matrix, row, col + 1);
                    ((lo & 0xffff) | (hi & 0xffff) << 16, lo_poison || hi_poison)
                })
                .collect()
        })
        .collect()
}

/// An f32 matrix element with its poison flag.
type Element = (f32, bool);

/// `mma.sync`: gathers A (16 x k), B (k x 8) and C (16 x 8) from the lanes' fragments and
/// hands every lane its fragment of `D = A * B + C`.
fn mma(shape: MmaShape, payloads: &[&[Leaf]]) -> Vec<Vec<Leaf>> {
    let k = usize::from(shape.k);
    let (na, nb, _) = shape.leaves();
    let mut a = vec![(0.0, true); 16 * k];
    let mut b = vec![(0.0, true); k * 8];
    let mut c = vec![(0.0, true); 16 * 8];
    for (lane, payload) in payloads.iter().enumerate() {
        let (g, q) = (lane / 4, lane % 4);
        let halves = |leaves: &[Leaf]| unpack_halves(leaves, shape.ab_packed);
        for (i, e) in halves(&payload[..na]).into_iter().enumerate() {
            a[(g + 8 * ((i / 2) % 2)) * k + 2 * q + i % 2 + 8 * (i / 4)] = e;
        }
        for (i, e) in halves(&payload[na..na + nb]).into_iter().enumerate() {
            b[(2 * q + i % 2 + 8 * (i / 2)) * 8 + g] = e;
        }
        for (i, &(bits, poison)) in payload[na + nb..na + nb + 4].iter().enumerate() {
            let kind = if shape.c_f16 { FKind::F16 } else { FKind::F32 };
            c[accumulator_index(g, q, i)] = (to_f64(kind, bits) as f32, poison);
        }
    }
    let d: Vec<Element> = (0..16 * 8)
        .map(|index| {
            let (row, col) = (index / 8, index % 8);
            (0..k).fold(c[index], |(sum, poison), kk| {
                let (x, px) = a[row * k + kk];
                let (y, py) = b[kk * 8 + col];
                (sum + x * y, poison || px || py)
            })
        })
        .collect();
    (0..WARP)
        .map(|lane| {
            (0..4)
                .map(|i| {
                    let (value, poison) = d[accumulator_index(lane / 4, lane % 4, i)];
                    let bits = if shape.d_f16 {
                        crate::native::f64_to_f16(f64::from(value))
                    } else {
                        u64::from(value.to_bits())
                    };
                    (bits, poison)
                })
                .collect()
        })
        .collect()
}

/// Row-major index in the 16 x 8 C/D matrix of element `i` of lane `(g, q)`'s fragment.
fn accumulator_index(g: usize, q: usize, i: usize) -> usize {
    (g + 8 * (i / 2)) * 8 + 2 * q + i % 2
}

/// The f16 elements of A or B fragment registers, low half first, widened to f32 (exact).
fn unpack_halves(leaves: &[Leaf], packed: bool) -> Vec<Element> {
    let half = |bits: u64, poison: bool| (to_f64(FKind::F16, bits & 0xffff) as f32, poison);
    if packed {
        leaves
            .iter()
            .flat_map(|&(bits, poison)| [half(bits, poison), half(bits >> 16, poison)])
            .collect()
    } else {
        leaves
            .iter()
            .map(|&(bits, poison)| half(bits, poison))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f16(value: f64) -> u64 {
        crate::native::f64_to_f16(value)
    }

    /// Lane payloads of an ldmatrix whose matrix `i` holds `100 i + 8 r + c` at `[r][c]`.
    fn iota_rows(num: usize) -> Vec<Vec<Leaf>> {
        (0..WARP)
            .map(|lane| {
                if lane >= 8 * num {
                    return Vec::new();
                }
                let (matrix, row) = (lane / 8, lane % 8);
                (0..8)
                    .map(|col| ((100 * matrix + 8 * row + col) as u64, false))
                    .collect()
            })
            .collect()
    }

    fn run(op: MatrixOp, payloads: &[Vec<Leaf>]) -> Vec<Vec<Leaf>> {
        let views: Vec<&[Leaf]> = payloads.iter().map(Vec::as_slice).collect();
        resolve(op, &views)
    }

    #[test]
    fn ldmatrix_hands_each_lane_two_elements_of_its_row() {
        let op = MatrixOp::LdMatrix {
            num: 4,
            trans: false,
            space: 3,
        };
        let out = run(op, &iota_rows(4));
        // Lane 5: row 1, columns 2 and 3 of every matrix.
        assert_eq!(out[5][0], (10 | 11 << 16, false));
        assert_eq!(out[5][3], (310 | 311 << 16, false));
        assert_eq!(out[31][1], (162 | 163 << 16, false));
    }

    #[test]
    fn ldmatrix_trans_hands_each_lane_two_elements_of_its_column() {
        let op = MatrixOp::LdMatrix {
            num: 2,
            trans: true,
            space: 3,
        };
        let out = run(op, &iota_rows(2));
        // Lane 5: transposed row 1, columns 2 and 3 = stored [2][1] and [3][1].
        assert_eq!(out[5][0], (17 | 25 << 16, false));
        assert_eq!(out[5][1], (117 | 125 << 16, false));
    }

    /// Fragments of A = `a(r, c)`, B = `b(k, n)` and C = `c(r, n)` for every lane.
    fn fragments(
        shape: MmaShape,
        a: impl Fn(usize, usize) -> f64,
        b: impl Fn(usize, usize) -> f64,
        c: impl Fn(usize, usize) -> f64,
    ) -> Vec<Vec<Leaf>> {
        let k = usize::from(shape.k);
        (0..WARP)
            .map(|lane| {
                let (g, q) = (lane / 4, lane % 4);
                let mut leaves = Vec::new();
                for i in 0..k / 2 {
                    leaves.push((
                        f16(a(g + 8 * ((i / 2) % 2), 2 * q + i % 2 + 8 * (i / 4))),
                        false,
                    ));
                }
                for i in 0..k / 4 {
                    leaves.push((f16(b(2 * q + i % 2 + 8 * (i / 2), g)), false));
                }
                for i in 0..4 {
                    let value = c(g + 8 * (i / 2), 2 * q + i % 2);
                    leaves.push((u64::from((value as f32).to_bits()), false));
                }
                leaves
            })
            .collect()
    }

    const M16N8K16: MmaShape = MmaShape {
        k: 16,
        c_f16: false,
        d_f16: false,
        ab_packed: false,
    };

    fn d_of(out: &[Vec<Leaf>], row: usize, col: usize) -> f32 {
        let lane = (row % 8) * 4 + col / 2;
        let i = 2 * (row / 8) + col % 2;
        f32::from_bits(out[lane][i].0 as u32)
    }

    #[test]
    fn mma_with_identity_a_returns_b_plus_c() {
        let frags = fragments(
            M16N8K16,
            |r, c| f64::from(u8::from(r == c)),
            |k, n| (8 * k + n) as f64,
            |r, n| (r * n) as f64 / 4.0,
        );
        let out = run(MatrixOp::Mma(M16N8K16), &frags);
        for row in 0..16 {
            for col in 0..8 {
                let expected = (8 * row + col) as f32 + (row * col) as f32 / 4.0;
                assert_eq!(d_of(&out, row, col), expected, "D[{row}][{col}]");
            }
        }
    }

    #[test]
    fn mma_sums_the_products_over_k() {
        // A = row index + 1 everywhere in its row, B = 1 + k: D[r][n] = (r + 1) * sum(1..=16).
        let frags = fragments(
            M16N8K16,
            |r, _| (r + 1) as f64,
            |k, _| (k + 1) as f64,
            |_, _| 0.5,
        );
        let out = run(MatrixOp::Mma(M16N8K16), &frags);
        assert_eq!(d_of(&out, 0, 0), 136.5);
        assert_eq!(d_of(&out, 15, 7), 16.0 * 136.0 + 0.5);
    }

    #[test]
    fn mma_m16n8k8_with_f16_accumulators() {
        // PTX's m16n8k8 .f16 tables: A a0,a1 = [g][2q, 2q+1], a2,a3 = [g+8][2q, 2q+1];
        // B b0,b1 = [2q, 2q+1][g]; C/D as for k16, two f16 per register here one per leaf.
        let shape = MmaShape {
            k: 8,
            c_f16: true,
            d_f16: true,
            ab_packed: false,
        };
        let a = |r: usize, c: usize| f64::from(u8::from(c == (r + 1) % 8));
        let b = |k: usize, n: usize| (8 * k + n) as f64;
        let payloads: Vec<Vec<Leaf>> = (0..WARP)
            .map(|lane| {
                let (g, q) = (lane / 4, lane % 4);
                let mut leaves = Vec::new();
                for (r, c) in [
                    (g, 2 * q),
                    (g, 2 * q + 1),
                    (g + 8, 2 * q),
                    (g + 8, 2 * q + 1),
                ] {
                    leaves.push((f16(a(r, c)), false));
                }
                for k in [2 * q, 2 * q + 1] {
                    leaves.push((f16(b(k, g)), false));
                }
                leaves.extend([(f16(0.5), false); 4]);
                leaves
            })
            .collect();
        let out = run(MatrixOp::Mma(shape), &payloads);
        // Lane 9 (g = 2, q = 1): D[2][2], D[2][3], D[10][2], D[10][3].
        let expected = [b(3, 2), b(3, 3), b(3, 2), b(3, 3)].map(|v| (f16(v + 0.5), false));
        assert_eq!(out[9], expected);
    }

    #[test]
    fn mma_poison_reaches_only_the_elements_that_read_it() {
        let mut frags = fragments(M16N8K16, |_, _| 1.0, |_, _| 1.0, |_, _| 0.0);
        // Lane 0's first A element is A[0][0]: row 0 of D only.
        frags[0][0].1 = true;
        let out = run(MatrixOp::Mma(M16N8K16), &frags);
        assert!(out[0][0].1 && out[3][1].1, "row 0 is poison");
        assert!(!out[0][2].1 && !out[4][0].1, "rows 8 and 1 are not");
    }
}
