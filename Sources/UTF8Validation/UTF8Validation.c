// UTF-8 validation 16 bytes at a time, after Keiser and Lemire, "Validating UTF-8 In Less Than
// One Instruction Per Byte" (Software: Practice and Experience, 2021).
//
// Every error of UTF-8 shows in a pair of adjacent bytes, or in a continuation byte whose place
// two or three bytes back holds no lead that asks for it. For the pairs, each kind of error is
// a set of (first byte's high nibble, first byte's low nibble, second byte's high nibble), and
// each kind is given one bit: three 16-entry tables, indexed by those nibbles, say which kinds
// each nibble allows, and a pair is in error when the three entries share a bit. Two
// continuation bytes in a row (bit 7) are an error exactly when neither the byte two back is a
// lead of three or four bytes nor the byte three back a lead of four, so that bit is compared
// with what the bytes two and three back ask for. The input is followed by zero bytes (ASCII),
// so a sequence cut short at the end shows as a lead or a continuation wanting more.
#include "UTF8Validation.h"

#include <string.h>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <cpuid.h>
#include <tmmintrin.h>

// The kinds of error, one bit each.
enum {
  // A lead byte (11xxxxxx) not followed by a continuation byte.
  tooShort = 1 << 0,
  // A continuation byte (10xxxxxx) after an ASCII byte.
  tooLong = 1 << 1,
  // E0 followed by 80...9F: a three-byte form of a scalar below U+0800.
  overlong3 = 1 << 2,
  // F4 followed by 90...BF, or F5...FF followed by 90...BF: above U+10FFFF.
  tooLarge = 1 << 3,
  // ED followed by A0...BF: a surrogate, U+D800...U+DFFF.
  surrogate = 1 << 4,
  // C0 or C1 followed by a continuation: a two-byte form of an ASCII scalar.
  overlong2 = 1 << 5,
  // F0 followed by 80...8F (a four-byte form of a scalar below U+10000), or F5...FF followed by
  // 80...8F (above U+10FFFF): one bit, as both are the high nibble F, then 8.
  overlong4OrTooLarge1000 = 1 << 6,
  // A continuation byte after a continuation byte: an error unless the byte two or three back
  // is a lead that asks for it.
  twoContinuations = 1 << 7,
};

#define CARRY (tooShort | tooLong | twoContinuations)

// By the first byte's high nibble: which kinds a byte of that nibble can begin.
static const uint8_t firstHighNibble[16] = {
    // 0_______ ... 7_______: ASCII
    tooLong, tooLong, tooLong, tooLong, tooLong, tooLong, tooLong, tooLong,
    // 8_______ ... B_______: continuation bytes
    twoContinuations, twoContinuations, twoContinuations, twoContinuations,
    // C_______: leads of two bytes, C0 and C1 overlong
    tooShort | overlong2,
    // D_______: leads of two bytes
    tooShort,
    // E_______: leads of three bytes, E0 overlong, ED surrogates
    tooShort | overlong3 | surrogate,
    // F_______: leads of four bytes, F0 overlong, F4 and above too large
    tooShort | tooLarge | overlong4OrTooLarge1000,
};

// By the first byte's low nibble: which kinds a byte with that nibble can begin.
static const uint8_t firstLowNibble[16] = {
    // ____0000: C0, E0, F0
    CARRY | overlong2 | overlong3 | overlong4OrTooLarge1000,
    // ____0001: C1
    CARRY | overlong2,
    CARRY,
    CARRY,
    // ____0100: F4
    CARRY | tooLarge,
    // ____0101 ... ____1111: F5 ... FF
    CARRY | tooLarge | overlong4OrTooLarge1000,
    CARRY | tooLarge | overlong4OrTooLarge1000,
    CARRY | tooLarge | overlong4OrTooLarge1000,
    CARRY | tooLarge | overlong4OrTooLarge1000,
    CARRY | tooLarge | overlong4OrTooLarge1000,
    CARRY | tooLarge | overlong4OrTooLarge1000,
    CARRY | tooLarge | overlong4OrTooLarge1000,
    CARRY | tooLarge | overlong4OrTooLarge1000,
    // ____1101: ED
    CARRY | tooLarge | overlong4OrTooLarge1000 | surrogate,
    CARRY | tooLarge | overlong4OrTooLarge1000,
    CARRY | tooLarge | overlong4OrTooLarge1000,
};

// By the second byte's high nibble: which kinds a byte of that nibble can end.
static const uint8_t secondHighNibble[16] = {
    // 0_______ ... 7_______: ASCII, which ends a lead too soon
    tooShort, tooShort, tooShort, tooShort, tooShort, tooShort, tooShort, tooShort,
    // 1000____
    (tooLong | overlong2 | twoContinuations | overlong3 | overlong4OrTooLarge1000),
    // 1001____
    (tooLong | overlong2 | twoContinuations | overlong3 | tooLarge),
    // 1010____, 1011____
    (tooLong | overlong2 | twoContinuations | surrogate | tooLarge),
    (tooLong | overlong2 | twoContinuations | surrogate | tooLarge),
    // 11______: a lead, which ends a lead too soon
    tooShort, tooShort, tooShort, tooShort,
};

// The state carried from one block of 16 bytes to the next.
typedef struct {
  __m128i previous;
  __m128i error;
} Validation;

__attribute__((target("ssse3"))) static inline __m128i lookup(const uint8_t table[16],
                                                                __m128i nibbles) {
  return _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)table), nibbles);
}

// Checks one block of 16 bytes, the 3 bytes before it taken from `validation->previous`.
__attribute__((target("ssse3"))) static inline void check(Validation *validation, __m128i input) {
  const __m128i lowNibbleMask = _mm_set1_epi8(0x0F);
  __m128i previous1 = _mm_alignr_epi8(input, validation->previous, 15);
  __m128i firstHigh = _mm_and_si128(_mm_srli_epi16(previous1, 4), lowNibbleMask);
  __m128i firstLow = _mm_and_si128(previous1, lowNibbleMask);
  __m128i secondHigh = _mm_and_si128(_mm_srli_epi16(input, 4), lowNibbleMask);
  __m128i pairErrors = _mm_and_si128(
      _mm_and_si128(lookup(firstHighNibble, firstHigh), lookup(firstLowNibble, firstLow)),
      lookup(secondHighNibble, secondHigh));
  // A continuation byte two back from a lead of three or four bytes (E0...FF), or three back
  // from a lead of four (F0...FF), is asked for: saturating subtraction leaves such leads
  // above zero and every other byte at zero.
  __m128i previous2 = _mm_alignr_epi8(input, validation->previous, 14);
  __m128i previous3 = _mm_alignr_epi8(input, validation->previous, 13);
  __m128i leadOfThree = _mm_subs_epu8(previous2, _mm_set1_epi8((char)(0xE0 - 1)));
  __m128i leadOfFour = _mm_subs_epu8(previous3, _mm_set1_epi8((char)(0xF0 - 1)));
  __m128i askedFor = _mm_cmpgt_epi8(_mm_or_si128(leadOfThree, leadOfFour), _mm_setzero_si128());
  __m128i askedForBit = _mm_and_si128(askedFor, _mm_set1_epi8((char)twoContinuations));
  validation->error =
      _mm_or_si128(validation->error, _mm_xor_si128(pairErrors, askedForBit));
  validation->previous = input;
}

__attribute__((target("ssse3"))) static bool isWellFormed(const uint8_t *bytes, size_t count) {
  Validation validation = {_mm_setzero_si128(), _mm_setzero_si128()};
  size_t index = 0;
  for (; index + 16 <= count; index += 16) {
    check(&validation, _mm_loadu_si128((const __m128i *)(bytes + index)));
  }
  // The rest, then zero bytes (ASCII): a sequence cut short at the end wants more than they
  // give. When nothing is left, the block of zeros checks the end of the last full block.
  uint8_t last[16] = {0};
  if (count > index) memcpy(last, bytes + index, count - index);
  check(&validation, _mm_loadu_si128((const __m128i *)last));
  return _mm_movemask_epi8(_mm_cmpeq_epi8(validation.error, _mm_setzero_si128())) == 0xFFFF;
}

// Asks the processor itself (CPUID leaf 1, ECX bit 9) rather than through
// `__builtin_cpu_supports`, which needs a symbol of the compiler's runtime library that not
// every toolchain links.
bool utf8_validation_is_available(void) {
#if defined(__SSSE3__)
  return true;
#else
  unsigned int eax, ebx, ecx, edx;
  if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return false;
  return (ecx & bit_SSSE3) != 0;
#endif
}

bool utf8_validation_is_well_formed(const uint8_t *bytes, size_t count) {
  return isWellFormed(bytes, count);
}

#else

bool utf8_validation_is_available(void) { return false; }

bool utf8_validation_is_well_formed(const uint8_t *bytes, size_t count) {
  (void)bytes;
  (void)count;
  return false;
}

#endif
