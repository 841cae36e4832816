#ifndef CODE_PREFETCH_H
#define CODE_PREFETCH_H

#include <stddef.h>

/// Asks the processor to bring the `length` bytes at `start` into its second-level cache,
/// one 64-byte line at a time, without waiting for them: a prefetch never faults, and an
/// address that is not mapped is ignored.
///
/// Code that has left the caches while a program waited for a key costs a miss for each
/// line it runs, one after another, since the processor cannot fetch the next instruction
/// before it knows it; prefetched together, the lines arrive side by side. The second
/// level serves both instructions and data, so prefetching code there as data helps the
/// instruction fetch that follows.
void code_prefetch(const void *start, size_t length);

#endif
