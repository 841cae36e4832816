#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

/// The number of heap allocations (malloc, calloc, realloc) the process made so far, counted
/// by this library's wrappers around glibc's allocator; 0 when they are not in use (not
/// glibc, or the wrappers were not linked in front of libc's).
unsigned long long allocation_counter_count(void);

#endif
