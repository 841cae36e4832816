// Counts the runtime's isolation checks for `bench`: an executable that links this file
// defines swift_task_isCurrentExecutor, so the calls its own Swift code makes bind to this
// definition (the static linker resolves them inside the executable), which counts the call
// and hands it to the Concurrency library's definition, found with dlsym(RTLD_NEXT). Calls
// made inside the Concurrency library itself are not counted.
#include "RuntimeCounters.h"

#include <stdlib.h>

#if defined(__GLIBC__)
#include <dlfcn.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

// The runtime's signature: bool swift_task_isCurrentExecutor(SerialExecutorRef), with the
// Swift calling convention; the executor reference is two words, an identity and an
// implementation, passed as two arguments.
typedef bool (*IsCurrentExecutor)(void *identity, uintptr_t implementation)
    __attribute__((swiftcall));

static _Atomic unsigned long long isolationChecks;
static _Atomic(IsCurrentExecutor) runtimeIsCurrentExecutor;

__attribute__((swiftcall)) bool swift_task_isCurrentExecutor(void *identity,
                                                             uintptr_t implementation) {
  atomic_fetch_add_explicit(&isolationChecks, 1, memory_order_relaxed);
  IsCurrentExecutor next = atomic_load_explicit(&runtimeIsCurrentExecutor, memory_order_acquire);
  if (next == NULL) {
    next = (IsCurrentExecutor)dlsym(RTLD_NEXT, "swift_task_isCurrentExecutor");
    atomic_store_explicit(&runtimeIsCurrentExecutor, next, memory_order_release);
  }
  return next(identity, implementation);
}

unsigned long long isolation_check_count(void) {
  return atomic_load_explicit(&isolationChecks, memory_order_relaxed);
}
#else
unsigned long long isolation_check_count(void) { return 0; }
#endif
