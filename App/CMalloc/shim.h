// glibc's malloc tuning, as one Clang module for App/Demo: the Glibc module leaves malloc.h out.
// Elsewhere (macOS) the call is there and does nothing.
#ifndef CMALLOC_SHIM_H
#define CMALLOC_SHIM_H

#if defined(__linux__)
#include <malloc.h>
#endif

/// Lets at most `count` malloc arenas serve every thread (glibc's `M_ARENA_MAX`); returns 1 when
/// the allocator took the setting, 0 otherwise (always 0 without glibc).
static inline int cmalloc_limit_arenas(int count) {
#if defined(__GLIBC__)
    return mallopt(M_ARENA_MAX, count);
#else
    (void)count;
    return 0;
#endif
}

#endif
