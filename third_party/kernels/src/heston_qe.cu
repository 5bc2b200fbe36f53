// Heston stochastic-volatility Monte Carlo with Andersen's Quadratic-Exponential (QE)
// variance scheme and the martingale-free central log-price discretisation.
// Random numbers: Philox-4x32-10 counter-based generator written out by hand.
#include <cuda_runtime.h>
#include <stdint.h>

struct HestonParams {        // all-float, passed by value
    float s0, v0;
    float kappa, theta, xi;  // mean reversion speed, long-run variance, vol of vol
    float rho, rate;         // spot/vol correlation, risk-free rate
    float maturity;
};

#define PHILOX_M0 0xD2511F53u
#define PHILOX_M1 0xCD9E8D57u
#define PHILOX_W0 0x9E3779B9u
#define PHILOX_W1 0xBB67AE85u
#define PSI_CRIT 1.5f
#define FIX_ONE 4096.0          // fixed point for the payoff sums (2^12)

struct uint4x { uint32_t x, y, z, w; };

__device__ __forceinline__ uint4x philox_round(uint4x c, uint32_t k0, uint32_t k1) {
    uint32_t hi0 = __umulhi(PHILOX_M0, c.x), lo0 = PHILOX_M0 * c.x;
    uint32_t hi1 = __umulhi(PHILOX_M1, c.z), lo1 = PHILOX_M1 * c.z;
    uint4x r;
    r.x = hi1 ^ c.y ^ k0;
    r.y = lo1;
    r.z = hi0 ^ c.w ^ k1;
    r.w = lo0;
    return r;
}

__device__ __forceinline__ uint4x philox4x32_10(uint4x ctr, uint32_t k0, uint32_t k1) {
#pragma unroll
    for (int i = 0; i < 10; ++i) {
        ctr = philox_round(ctr, k0, k1);
        k0 += PHILOX_W0;
        k1 += PHILOX_W1;
    }
    return ctr;
}

// uniform in (0, 1]
__device__ __forceinline__ float u01(uint32_t x) { return (x + 1.0f) * 2.3283064e-10f; }

// two standard normals + one extra uniform per Philox call
__device__ __forceinline__ void draw(uint32_t path, uint32_t step, uint32_t seed,
                                     float& z1, float& z2, float& u) {
    uint4x c = {step, path, 0x5eedu, 0u};
    uint4x r = philox4x32_10(c, seed, seed ^ 0xA5A5A5A5u);
    float rad = sqrtf(-2.f * logf(u01(r.x)));
    float s, co;
    sincosf(6.2831853f * u01(r.y), &s, &co);
    z1 = rad * co;
    z2 = rad * s;
    u = u01(r.z);
}

// QE step for the variance: returns V(t+dt) given V(t).
__device__ __noinline__ float qe_variance_step(float v, float z, float u, float ekdt,
                                               float theta, float xi, float kappa) {
    float m = theta + (v - theta) * ekdt;
    float s2 = v * xi * xi * ekdt * (1.f - ekdt) / kappa +
               theta * xi * xi * (1.f - ekdt) * (1.f - ekdt) / (2.f * kappa);
    float psi = s2 / fmaxf(m * m, 1e-30f);
    if (psi <= PSI_CRIT) {                       // quadratic regime: V = a (b + Z)^2
        float inv = 2.f / fmaxf(psi, 1e-12f);
        float b2 = inv - 1.f + sqrtf(inv) * sqrtf(fmaxf(inv - 1.f, 0.f));
        float a = m / (1.f + b2);
        float bz = sqrtf(b2) + z;
        return a * bz * bz;
    } else {                                     // exponential regime with mass at 0
        float p = (psi - 1.f) / (psi + 1.f);
        float beta = (1.f - p) / fmaxf(m, 1e-30f);
        return (u <= p) ? 0.f : logf((1.f - p) / (1.f - u + 1e-12f)) / beta;
    }
}

// One thread per path; writes the terminal spot and the running average (Asian leg).
extern "C" __global__ void heston_qe_paths(HestonParams hp, float* __restrict__ s_final,
                                           float* __restrict__ s_avg, int num_paths,
                                           int num_steps, unsigned int seed) {
    int path = blockIdx.x * blockDim.x + threadIdx.x;
    if (path >= num_paths || num_steps <= 0) return;
    float dt = hp.maturity / num_steps;
    float kappa = fmaxf(hp.kappa, 1e-4f);
    float ekdt = expf(-kappa * dt);
    float rho = fminf(fmaxf(hp.rho, -0.999f), 0.999f);
    float xi = fmaxf(hp.xi, 1e-6f);
    // central discretisation gamma1 = gamma2 = 1/2
    float k0 = -rho * kappa * hp.theta * dt / xi;
    float k1 = 0.5f * dt * (kappa * rho / xi - 0.5f) - rho / xi;
    float k2 = 0.5f * dt * (kappa * rho / xi - 0.5f) + rho / xi;
    float k3 = 0.5f * dt * (1.f - rho * rho);
    float lnS = logf(fmaxf(hp.s0, 1e-20f));
    float v = fmaxf(hp.v0, 0.f);
    float sum_s = 0.f;
    for (int step = 0; step < num_steps; ++step) {
        float zv, zs, u;
        draw((uint32_t)path, (uint32_t)step, seed, zv, zs, u);
        float vn = qe_variance_step(v, zv, u, ekdt, hp.theta, xi, kappa);
        lnS += hp.rate * dt + k0 + k1 * v + k2 * vn + sqrtf(fmaxf(k3 * (v + vn), 0.f)) * zs;
        v = vn;
        sum_s += __expf(lnS);
    }
    s_final[path] = expf(lnS);
    s_avg[path] = sum_s / num_steps;
}

// Discounted call / Asian-call payoffs; block tree reduction in shared memory, then one
// 64-bit fixed-point atomic per block per quantity (deterministic in any order).
extern "C" __global__ void heston_payoff_reduce(const float* __restrict__ s_final,
                                                const float* __restrict__ s_avg, int num_paths,
                                                float strike, float discount,
                                                unsigned long long* __restrict__ sums) { // [4]
    __shared__ float s_red[4][256];
    int tid = threadIdx.x;
    if (blockDim.x > 256) return;
    float acc[4] = {0.f, 0.f, 0.f, 0.f};
    for (int i = blockIdx.x * blockDim.x + tid; i < num_paths; i += gridDim.x * blockDim.x) {
        float e = fmaxf(s_final[i] - strike, 0.f) * discount;
        float a = fmaxf(s_avg[i] - strike, 0.f) * discount;
        if (!(e < 1e6f)) e = 0.f;                 // guard NaN / blow-ups
        if (!(a < 1e6f)) a = 0.f;
        acc[0] += e; acc[1] += e * e;
        acc[2] += a; acc[3] += a * a;
    }
#pragma unroll
    for (int q = 0; q < 4; ++q) s_red[q][tid] = acc[q];
    __syncthreads();
    int n = blockDim.x;
    while (n > 1) {
        int half = (n + 1) >> 1;
        if (tid < n - half) {
#pragma unroll
            for (int q = 0; q < 4; ++q) s_red[q][tid] += s_red[q][tid + half];
        }
        __syncthreads();
        n = half;
    }
    if (tid < 4) {
        double v = (double)s_red[tid][0];
        if (!(v >= 0.0 && v < 1e12)) v = 0.0;
        atomicAdd(&sums[tid], (unsigned long long)__double2ll_rn(v * FIX_ONE));
    }
}
