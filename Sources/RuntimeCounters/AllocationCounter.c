// Counts heap allocations for `bench`, without LD_PRELOAD: an executable that links this
// file defines malloc, calloc and realloc, and the dynamic linker binds every call in the
// process (the Swift runtime's included) to these definitions, which count the call and
// hand it to glibc's own allocator. free is left to glibc: the memory is glibc's either way.
#include "RuntimeCounters.h"

#include <stdlib.h>

#if defined(__GLIBC__)
#include <stdatomic.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);

static _Atomic unsigned long long allocations;

void *malloc(size_t size) {
  atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
  return __libc_realloc(pointer, size);
}

unsigned long long allocation_counter_count(void) {
  return atomic_load_explicit(&allocations, memory_order_relaxed);
}
#else
unsigned long long allocation_counter_count(void) { return 0; }
#endif
