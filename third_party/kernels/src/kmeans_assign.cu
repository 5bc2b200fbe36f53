// K-means clustering, the two per-iteration device steps:
//   kmeans_transpose_features  points [npoints][nfeatures] -> features [nfeatures][npoints]
//                              so that neighbouring threads read neighbouring addresses
//   kmeans_assign_nearest      nearest centroid (centroids in constant memory, uploaded by
//                              the host each iteration), membership update, and a per-block
//                              count of points that changed cluster (convergence test)
// Blocks may be arranged in a 2D grid when npoints exceeds one grid row.
// launch: block 256, grid ceil(npoints/256)
#include <cuda_runtime.h>


#define KM_MAX_CENTROID_VALUES 4096

__constant__ float c_centroids[KM_MAX_CENTROID_VALUES]; // [nclusters][nfeatures]

extern "C" __global__ void kmeans_transpose_features(const float *__restrict__ points, float *__restrict__ features,
                                                     int npoints, int nfeatures) {
  const int pid = (blockIdx.y * gridDim.x + blockIdx.x) * blockDim.x + threadIdx.x;
  if (pid >= npoints)
    return;
  for (int f = 0; f < nfeatures; f++)
    features[(size_t)f * npoints + pid] = points[(size_t)pid * nfeatures + f];
}

static __device__ __forceinline__ float centroid_distance(const float *__restrict__ features, int pid, int npoints,
                                                          int nfeatures, int cluster) {
  float dist = 0.0f;
  const float *c = &c_centroids[cluster * nfeatures];
  for (int f = 0; f < nfeatures; f++) {
    const float d = features[(size_t)f * npoints + pid] - c[f];
    dist += d * d;
  }
  return dist;
}

extern "C" __global__ void __launch_bounds__(256)
kmeans_assign_nearest(const float *__restrict__ features, int nfeatures, int npoints, int nclusters,
                      int *__restrict__ membership, int *__restrict__ block_changes) {
  __shared__ int s_changes;
  const int pid = (blockIdx.y * gridDim.x + blockIdx.x) * blockDim.x + threadIdx.x;
  const int tid = threadIdx.y * blockDim.x + threadIdx.x;
  if (tid == 0)
    s_changes = 0;
  __syncthreads();

  // The host never uploads more centroid data than the constant bank holds.
  const bool fits = nclusters * nfeatures <= KM_MAX_CENTROID_VALUES;
  if (pid < npoints && fits && nclusters > 0) {
    int best = 0;
    float best_dist = 3.402823466e38f; // FLT_MAX
    for (int k = 0; k < nclusters; k++) {
      const float dist = centroid_distance(features, pid, npoints, nfeatures, k);
      if (dist < best_dist) {
        best_dist = dist;
        best = k;
      }
    }
    if (membership[pid] != best) {
      membership[pid] = best;
      atomicAdd(&s_changes, 1);
    }
  }
  __syncthreads();
  if (tid == 0)
    block_changes[blockIdx.y * gridDim.x + blockIdx.x] = s_changes;
}
