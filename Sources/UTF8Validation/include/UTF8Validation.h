#ifndef UTF8_VALIDATION_H
#define UTF8_VALIDATION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/// Whether this processor has what `utf8_validation_is_well_formed` needs (x86-64 with
/// SSSE3); when it has not, callers check UTF-8 another way.
bool utf8_validation_is_available(void);

/// Whether the `count` bytes at `bytes` are well-formed UTF-8 (Unicode 15, table 3-7): no
/// stray or missing continuation byte, no overlong form, no surrogate, nothing above
/// U+10FFFF, no sequence cut short at the end.
///
/// Checks 16 bytes at a time with the lookup method of Keiser and Lemire ("Validating UTF-8 In
/// Less Than One Instruction Per Byte", 2021). Call it only when
/// `utf8_validation_is_available()` is true (it uses the instructions that asks for);
/// elsewhere it answers false.
bool utf8_validation_is_well_formed(const uint8_t *bytes, size_t count);

#endif
