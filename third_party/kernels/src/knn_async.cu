// knn_async.cu
//
// Brute-force neighbour search with reference tiles streamed into shared
// memory through sm_80 asynchronous copies (cp.async), multi-stage buffered.
//
//  knn_bruteforce_async : one thread per query point, K=8 nearest reference
//                         points kept in registers by an unrolled insertion
//                         with early break.  Reference float4 tiles of
//                         blockDim.x points are double buffered with 16-byte
//                         cp.async (commit / wait_group(1)).
//                         Launch: 1D, blockDim == KNN_TILE (128), grid covers nq.
//  radius_kde_async     : one thread per query; structure-of-arrays references
//                         (x[], y[], z[], w[]) streamed with 4-byte cp.async
//                         through a 3-stage ring (wait_group(STAGES-2));
//                         counts neighbours inside a radius and accumulates a
//                         Gaussian kernel density estimate with a cut-off.
//                         Launch: 1D, blockDim == KDE_TILE (128).
// Under nvcc the copies use cuda_pipeline.h (__pipeline_memcpy_async); under
// clang the equivalent NVVM builtins are used directly.
#include <cuda_runtime.h>
#include <cuda_pipeline.h>
#include <stdint.h>

#if defined(__clang__) && defined(__CUDA__) && !defined(__NVCC__)
#define KNN_CLANG_CP_ASYNC 1
#endif

__device__ __forceinline__ void cp_async_16(void* smem, const void* gmem)
{
#ifdef KNN_CLANG_CP_ASYNC
    __nvvm_cp_async_cg_shared_global_16((__attribute__((address_space(3))) void*)smem,
                                        (__attribute__((address_space(1))) const void*)gmem);
#else
    __pipeline_memcpy_async(smem, gmem, 16);
#endif
}

__device__ __forceinline__ void cp_async_4(void* smem, const void* gmem)
{
#ifdef KNN_CLANG_CP_ASYNC
    __nvvm_cp_async_ca_shared_global_4((__attribute__((address_space(3))) void*)smem,
                                       (__attribute__((address_space(1))) const void*)gmem);
#else
    __pipeline_memcpy_async(smem, gmem, 4);
#endif
}

__device__ __forceinline__ void cp_async_commit()
{
#ifdef KNN_CLANG_CP_ASYNC
    __nvvm_cp_async_commit_group();
#else
    __pipeline_commit();
#endif
}

template <int N>
__device__ __forceinline__ void cp_async_wait()
{
#ifdef KNN_CLANG_CP_ASYNC
    __nvvm_cp_async_wait_group(N);
#else
    __pipeline_wait_prior(N);
#endif
}

#define KNN_TILE 128
#define KNN_K 8

extern "C" __global__ void __launch_bounds__(KNN_TILE)
knn_bruteforce_async(const float4* __restrict__ queries, int nq,
                     const float4* __restrict__ refs, int nref,
                     int* __restrict__ knn_idx, float* __restrict__ knn_dist)
{
    __shared__ __align__(16) float4 tile[2][KNN_TILE];
    const int tid = threadIdx.x;
    const int q = blockIdx.x * KNN_TILE + tid;
    const float4 p = q < nq ? queries[q] : make_float4(0.f, 0.f, 0.f, 0.f);

    float bd[KNN_K];
    int bi[KNN_K];
#pragma unroll
    for (int k = 0; k < KNN_K; ++k) { bd[k] = __int_as_float(0x7f800000); bi[k] = -1; }

    const int ntiles = (nref + KNN_TILE - 1) / KNN_TILE;
    auto issue = [&](int t, int buf) {
        int r = t * KNN_TILE + tid;
        if (r < nref) cp_async_16(&tile[buf][tid], &refs[r]);
        else tile[buf][tid] = make_float4(3.0e38f, 3.0e38f, 3.0e38f, 0.f);
    };

    if (ntiles > 0) issue(0, 0);
    cp_async_commit();
    for (int t = 0; t < ntiles; ++t) {
        const int buf = t & 1;
        if (t + 1 < ntiles) issue(t + 1, buf ^ 1);
        cp_async_commit();          // possibly empty group keeps counting uniform
        cp_async_wait<1>();         // tile t has landed for this thread
        __syncthreads();            // ... and for every thread

        const int base = t * KNN_TILE;
#pragma unroll 4
        for (int j = 0; j < KNN_TILE; ++j) {
            float4 r = tile[buf][j];
            float dx = r.x - p.x, dy = r.y - p.y, dz = r.z - p.z;
            float d = fmaf(dx, dx, fmaf(dy, dy, dz * dz));
            if (!(d < bd[KNN_K - 1])) continue;   // also rejects NaN
            // insertion into the sorted register list
            int idx = base + j;
#pragma unroll
            for (int k = KNN_K - 1; k >= 0; --k) {
                if (k > 0 && d < bd[k - 1]) {
                    bd[k] = bd[k - 1];
                    bi[k] = bi[k - 1];
                } else {
                    bd[k] = d;
                    bi[k] = idx;
                    break;
                }
            }
        }
        __syncthreads();            // buffer may be refilled next iteration
    }
    cp_async_wait<0>();

    if (q < nq) {
#pragma unroll
        for (int k = 0; k < KNN_K; ++k) {
            knn_idx[q * KNN_K + k] = bi[k];
            knn_dist[q * KNN_K + k] = bi[k] >= 0 ? sqrtf(bd[k]) : -1.0f;
        }
    }
}

#define KDE_TILE 128
#define KDE_STAGES 3

struct KdeParams {
    float radius;
    float inv_two_h2;   // 1 / (2 h^2)
    float weight_clamp;
};

extern "C" __global__ void __launch_bounds__(KDE_TILE)
radius_kde_async(const float* __restrict__ qx, const float* __restrict__ qy,
                 const float* __restrict__ qz, int nq,
                 const float* __restrict__ rx, const float* __restrict__ ry,
                 const float* __restrict__ rz, const float* __restrict__ rw,
                 int nref, KdeParams prm,
                 int* __restrict__ out_count, float* __restrict__ out_density)
{
    __shared__ __align__(16) float sx[KDE_STAGES][KDE_TILE];
    __shared__ __align__(16) float sy[KDE_STAGES][KDE_TILE];
    __shared__ __align__(16) float sz[KDE_STAGES][KDE_TILE];
    __shared__ __align__(16) float sw[KDE_STAGES][KDE_TILE];

    const int tid = threadIdx.x;
    const int q = blockIdx.x * KDE_TILE + tid;
    float px = 0.f, py = 0.f, pz = 0.f;
    if (q < nq) { px = qx[q]; py = qy[q]; pz = qz[q]; }

    const float rad = (prm.radius > 0.f && prm.radius < 1e18f) ? prm.radius : 1.0f;
    const float r2 = rad * rad;
    const float g = (prm.inv_two_h2 > 0.f && prm.inv_two_h2 < 1e18f) ? prm.inv_two_h2 : 0.5f;
    const float wc = (prm.weight_clamp > 0.f && prm.weight_clamp < 1e18f) ? prm.weight_clamp : 1.0f;

    const int ntiles = (nref + KDE_TILE - 1) / KDE_TILE;
    auto issue = [&](int t) {
        if (t < ntiles) {
            int s = t % KDE_STAGES;
            int r = t * KDE_TILE + tid;
            if (r < nref) {
                cp_async_4(&sx[s][tid], &rx[r]);
                cp_async_4(&sy[s][tid], &ry[r]);
                cp_async_4(&sz[s][tid], &rz[r]);
                cp_async_4(&sw[s][tid], &rw[r]);
            } else {
                sx[s][tid] = 3.0e38f; sy[s][tid] = 3.0e38f; sz[s][tid] = 3.0e38f; sw[s][tid] = 0.f;
            }
        }
        cp_async_commit();
    };

    // prologue: STAGES-1 tiles in flight
#pragma unroll
    for (int s = 0; s < KDE_STAGES - 1; ++s) issue(s);

    int count = 0;
    float dens = 0.f;
    for (int t = 0; t < ntiles; ++t) {
        cp_async_wait<KDE_STAGES - 2>();
        __syncthreads();
        // refill the stage consumed in iteration t-1 (everyone passed the barrier)
        issue(t + KDE_STAGES - 1);

        const int s = t % KDE_STAGES;
        for (int j = 0; j < KDE_TILE; ++j) {
            float dx = sx[s][j] - px, dy = sy[s][j] - py, dz = sz[s][j] - pz;
            float d2 = dx * dx + dy * dy + dz * dz;
            if (!(d2 <= r2)) continue;
            ++count;
            float w = fminf(fmaxf(sw[s][j], 0.f), wc);
            dens += w * __expf(-d2 * g);
        }
    }
    cp_async_wait<0>();
    if (q < nq) {
        out_count[q] = count;
        out_density[q] = dens;
    }
}
