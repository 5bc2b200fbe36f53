// rolling_stats.cu
//
// Rolling-window statistics over many time series (one series per thread,
// time-major layout x[t * nseries + s] so loads coalesce across threads).
// The statistics are composed at compile time: a variadic pipeline holds a
// pack of CRTP accumulators; `if constexpr` picks the update path for
// accumulators that need the sample index (monotone-deque extrema) and the
// input-cleaning policy class decides what to do with non-finite samples.
// The per-series loop is an out-of-line (__noinline__) template.
//
//  rolling_mean_var_ewma  : window 32; mean, variance (windowed sums in
//                           double), and an exponentially weighted mean.
//                           Non-finite samples are dropped (treated as 0 and
//                           flagged).  out[(k*T + t)*nseries + s] for stat k.
//  rolling_minmax_zscore  : window 16; running min and max (monotone deques
//                           with data-dependent pops) and the z-score of the
//                           newest sample; non-finite samples are forward
//                           filled.
//  Launch (both): 1D, one thread per series, e.g. block 64, nseries threads.
#include <cuda_runtime.h>
#include <stdint.h>

// ---------------------------------------------------------------- policies
struct DropNonFinite {
    static constexpr bool kForwardFill = false;
};
struct ForwardFill {
    static constexpr bool kForwardFill = true;
};

struct Less { __device__ static bool keep(float kept, float incoming) { return kept < incoming; } };
struct Greater { __device__ static bool keep(float kept, float incoming) { return kept > incoming; } };

// ------------------------------------------------------------ accumulators
template <class Derived>
struct AccBase {
    __device__ void update(float x, float evicted, bool has_evicted, int t)
    {
        if constexpr (Derived::kNeedsTime)
            static_cast<Derived*>(this)->update_timed(x, t);
        else
            static_cast<Derived*>(this)->update_plain(x, evicted, has_evicted);
    }
    __device__ float value(int count) const { return static_cast<const Derived*>(this)->get(count); }
};

struct MeanAcc : AccBase<MeanAcc> {
    static constexpr bool kNeedsTime = false;
    double sum = 0.0;
    __device__ void update_plain(float x, float ev, bool has_ev)
    {
        sum += x;
        if (has_ev) sum -= ev;
    }
    __device__ float get(int n) const { return n > 0 ? (float)(sum / n) : 0.0f; }
};

struct VarAcc : AccBase<VarAcc> {
    static constexpr bool kNeedsTime = false;
    double s1 = 0.0, s2 = 0.0;
    __device__ void update_plain(float x, float ev, bool has_ev)
    {
        s1 += x;
        s2 += (double)x * x;
        if (has_ev) { s1 -= ev; s2 -= (double)ev * ev; }
    }
    __device__ float get(int n) const
    {
        if (n < 2) return 0.0f;
        double m = s1 / n;
        double v = (s2 - n * m * m) / (n - 1);
        return v > 0.0 ? (float)v : 0.0f;
    }
};

template <int kAlphaPermille>
struct EwmaAcc : AccBase<EwmaAcc<kAlphaPermille>> {
    static constexpr bool kNeedsTime = false;
    static constexpr float kAlpha = kAlphaPermille / 1000.0f;
    float m = 0.0f;
    bool init = false;
    __device__ void update_plain(float x, float, bool)
    {
        m = init ? fmaf(kAlpha, x - m, m) : x;
        init = true;
    }
    __device__ float get(int) const { return m; }
};

template <int W, class Cmp>
struct ExtremumAcc : AccBase<ExtremumAcc<W, Cmp>> {
    static constexpr bool kNeedsTime = true;
    float val[W];
    int when[W];
    int head = 0, tail = 0;   // monotone deque in a ring buffer
    __device__ void update_timed(float x, int t)
    {
        while (tail > head && !Cmp::keep(val[(tail - 1) % W], x)) --tail;
        val[tail % W] = x;
        when[tail % W] = t;
        ++tail;
        while (when[head % W] <= t - W) ++head;
    }
    __device__ float get(int) const { return val[head % W]; }
};

template <int W>
struct ZScoreAcc : AccBase<ZScoreAcc<W>> {
    static constexpr bool kNeedsTime = false;
    double s1 = 0.0, s2 = 0.0;
    float last = 0.0f;
    __device__ void update_plain(float x, float ev, bool has_ev)
    {
        s1 += x; s2 += (double)x * x;
        if (has_ev) { s1 -= ev; s2 -= (double)ev * ev; }
        last = x;
    }
    __device__ float get(int n) const
    {
        if (n < 2) return 0.0f;
        double m = s1 / n;
        double v = (s2 - n * m * m) / (n - 1);
        return v > 1e-12 ? (float)((last - m) * rsqrt(v)) : 0.0f;
    }
};

// ------------------------------------------------------- variadic pack
template <class... Accs> struct AccPack;
template <> struct AccPack<> {
    static constexpr int size = 0;
    template <class F> __device__ void for_each(F&&, int) {}
};
template <class Head, class... Tail>
struct AccPack<Head, Tail...> {
    static constexpr int size = 1 + sizeof...(Tail);
    Head head;
    AccPack<Tail...> tail;
    template <class F> __device__ void for_each(F&& f, int k = 0)
    {
        f(head, k);
        tail.for_each(f, k + 1);
    }
};

template <int W, class CleanPolicy, class... Accs>
__device__ __noinline__ void rolling_series(const float* __restrict__ x, int T, int nseries, int s,
                                            float* __restrict__ out, int* __restrict__ n_bad)
{
    AccPack<Accs...> pack;
    float ring[W];
    float last_good = 0.0f;
    int bad = 0;
    for (int t = 0; t < T; ++t) {
        float v = __ldg(&x[(size_t)t * nseries + s]);
        if (!(fabsf(v) <= 3.0e38f)) {
            ++bad;
            if constexpr (CleanPolicy::kForwardFill) v = last_good;
            else v = 0.0f;
        }
        last_good = v;
        const bool has_ev = t >= W;
        const float ev = has_ev ? ring[t % W] : 0.0f;
        ring[t % W] = v;
        const int count = has_ev ? W : t + 1;
        pack.for_each([&](auto& acc, int k) {
            acc.update(v, ev, has_ev, t);
            out[((size_t)k * T + t) * nseries + s] = acc.value(count);
        }, 0);
    }
    n_bad[s] = bad;
}

extern "C" __global__ void rolling_mean_var_ewma(const float* __restrict__ x, int T, int nseries,
                                                 float* __restrict__ out, int* __restrict__ n_bad)
{
    const int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s >= nseries) return;
    rolling_series<32, DropNonFinite, MeanAcc, VarAcc, EwmaAcc<125>>(x, T, nseries, s, out, n_bad);
}

extern "C" __global__ void rolling_minmax_zscore(const float* __restrict__ x, int T, int nseries,
                                                 float* __restrict__ out, int* __restrict__ n_bad)
{
    const int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s >= nseries) return;
    rolling_series<16, ForwardFill, ExtremumAcc<16, Less>, ExtremumAcc<16, Greater>, ZScoreAcc<16>>(
        x, T, nseries, s, out, n_bad);
}
