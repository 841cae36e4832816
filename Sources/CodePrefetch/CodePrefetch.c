#include "CodePrefetch.h"

#include <stdint.h>

void code_prefetch(const void *start, size_t length) {
  const uintptr_t line = 64;
  uintptr_t first = (uintptr_t)start & ~(line - 1);
  uintptr_t end = (uintptr_t)start + length;
  for (uintptr_t address = first; address < end; address += line) {
    // Read, moderate locality: prefetcht1, the second-level cache (x86-64); prfm pldl2keep
    // on AArch64.
    __builtin_prefetch((const void *)address, 0, 2);
  }
}
