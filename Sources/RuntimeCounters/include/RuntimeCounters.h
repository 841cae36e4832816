#ifndef RUNTIME_COUNTERS_H
#define RUNTIME_COUNTERS_H

/// The number of heap allocations (malloc, calloc, realloc) the process made so far, counted
/// by this library's wrappers around glibc's allocator; 0 when they are not in use (not
/// glibc, or the wrappers were not linked in front of libc's).
unsigned long long allocation_counter_count(void);

/// The number of times code of this executable asked the Swift runtime whether it runs on an
/// actor's executor (`swift_task_isCurrentExecutor`), counted by this library's wrapper; 0
/// when it is not in use (not glibc).
///
/// Swift 6 makes that check each time a closure formed in actor-isolated code, and passed to
/// a module built without strict concurrency checking (the standard library's `map`,
/// `reduce`, `contains(where:)`), is called.
unsigned long long isolation_check_count(void);

#endif
