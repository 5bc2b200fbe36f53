/* A stand-in for libcuda.so, for testing the runner without a GPU: device memory is host
 * memory, a module is its PTX text, events tick, and a launch of a kernel whose name
 * starts with "store" writes its second parameter's 4 bytes, then the first 4 bytes of the
 * global `table`, at the address its first parameter holds (so a test sees that addresses,
 * values and globals reach the kernel); a kernel
 * whose name starts with "fault" fails with CUDA_ERROR_ILLEGAL_ADDRESS, and PTX declaring a
 * `.version` newer than 9.0 (the driver says CUDA 13.0), or holding the comment
 * "// newer feature", is refused with CUDA_ERROR_UNSUPPORTED_PTX_VERSION. A global named
 * `table` of 8 bytes exists in every module. Only the functions the runner calls exist. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef void *CUmodule, *CUfunction, *CUevent, *CUstream, *CUcontext;
typedef uint64_t CUdeviceptr;

enum { OK = 0, INVALID_VALUE = 1, NOT_FOUND = 500, UNSUPPORTED_PTX = 222, ILLEGAL_ADDRESS = 700 };

static int sticky;
static unsigned char table[8];
static float clock_ms;

CUresult cuGetErrorName(CUresult error, const char **name) {
    switch (error) {
    case NOT_FOUND: *name = "CUDA_ERROR_NOT_FOUND"; return OK;
    case UNSUPPORTED_PTX: *name = "CUDA_ERROR_UNSUPPORTED_PTX_VERSION"; return OK;
    case ILLEGAL_ADDRESS: *name = "CUDA_ERROR_ILLEGAL_ADDRESS"; return OK;
    default: *name = "CUDA_ERROR_INVALID_VALUE"; return OK;
    }
}
CUresult cuInit(unsigned flags) { (void)flags; return OK; }
CUresult cuDeviceGetCount(int *count) { *count = 1; return OK; }
CUresult cuDeviceGet(int *device, int ordinal) { *device = ordinal; return OK; }
CUresult cuDeviceGetName(char *name, int len, int device) {
    (void)device;
    strncpy(name, "Mock GPU", len);
    return OK;
}
CUresult cuDeviceGetAttribute(int *value, int attribute, int device) {
    (void)device;
    *value = attribute == 75 ? 9 : 0; /* compute capability 9.0 */
    return OK;
}
CUresult cuDriverGetVersion(int *version) { *version = 13000; return OK; }
CUresult cuDevicePrimaryCtxRetain(CUcontext *context, int device) {
    (void)device;
    *context = (CUcontext)1;
    return OK;
}
CUresult cuDevicePrimaryCtxRelease_v2(int device) { (void)device; return OK; }
CUresult cuCtxSetCurrent(CUcontext context) { (void)context; return OK; }
CUresult cuCtxSynchronize(void) { return sticky ? ILLEGAL_ADDRESS : OK; }

CUresult cuModuleLoadDataEx(CUmodule *module, const void *image, unsigned n, int *options, void **values) {
    const char *version = strstr(image, ".version ");
    int major = 0, minor = 0;
    if (version) sscanf(version, ".version %d.%d", &major, &minor);
    if (major * 10 + minor > 90 || strstr(image, "// newer feature")) {
        for (unsigned i = 0; i < n; i++)
            if (options[i] == 5) snprintf(values[i], 4096, "ptxas fatal: unsupported .version %d.%d", major, minor);
        return UNSUPPORTED_PTX;
    }
    *module = strdup(image);
    return OK;
}
CUresult cuModuleUnload(CUmodule module) { free(module); return OK; }
CUresult cuModuleGetFunction(CUfunction *function, CUmodule module, const char *name) {
    char entry[512];
    snprintf(entry, sizeof entry, ".entry %s(", name);
    if (!strstr(module, entry)) return NOT_FOUND;
    *function = strdup(name);
    return OK;
}
CUresult cuModuleGetGlobal_v2(CUdeviceptr *address, size_t *size, CUmodule module, const char *name) {
    (void)module;
    if (strcmp(name, "table") != 0) return NOT_FOUND;
    *address = (CUdeviceptr)table;
    *size = sizeof table;
    return OK;
}

CUresult cuMemAlloc_v2(CUdeviceptr *address, size_t size) {
    *address = (CUdeviceptr)calloc(1, size);
    return OK;
}
CUresult cuMemFree_v2(CUdeviceptr address) {
    if ((unsigned char *)address != table) free((void *)address);
    return OK;
}
CUresult cuMemcpyHtoD_v2(CUdeviceptr to, const void *from, size_t n) { memcpy((void *)to, from, n); return OK; }
CUresult cuMemcpyDtoH_v2(void *to, CUdeviceptr from, size_t n) { memcpy(to, (void *)from, n); return OK; }
CUresult cuMemcpyDtoD_v2(CUdeviceptr to, CUdeviceptr from, size_t n) { memcpy((void *)to, (void *)from, n); return OK; }

CUresult cuLaunchKernel(CUfunction function, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by,
                        unsigned bz, unsigned shared, CUstream stream, void **params, void **extra) {
    (void)gy; (void)gz; (void)by; (void)bz; (void)shared; (void)stream; (void)extra;
    if (sticky) return ILLEGAL_ADDRESS;
    if (gx == 0 || bx == 0) return INVALID_VALUE;
    if (strncmp(function, "fault", 5) == 0) {
        sticky = 1;
        return OK; /* reported by the next synchronisation, as a real fault is */
    }
    if (strncmp(function, "store", 5) == 0) {
        unsigned char *to = *(unsigned char **)params[0];
        memcpy(to, params[1], 4);
        memcpy(to + 4, table, 4);
    }
    return OK;
}

CUresult cuEventCreate(CUevent *event, unsigned flags) {
    (void)flags;
    *event = calloc(1, sizeof(float));
    return OK;
}
CUresult cuEventRecord(CUevent event, CUstream stream) {
    (void)stream;
    clock_ms += 0.002f;
    *(float *)event = clock_ms;
    return OK;
}
CUresult cuEventSynchronize(CUevent event) { (void)event; return sticky ? ILLEGAL_ADDRESS : OK; }
CUresult cuEventElapsedTime_v2(float *ms, CUevent start, CUevent end) {
    *ms = *(float *)end - *(float *)start;
    return OK;
}
CUresult cuEventDestroy_v2(CUevent event) { free(event); return OK; }
