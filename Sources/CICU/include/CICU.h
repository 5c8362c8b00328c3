// Thin C wrappers over ICU's break iterators and bidi algorithm. ICU renames its symbols per version (ubrk_open_72, …),
// which Swift cannot see through; these functions are compiled against the installed ICU headers.
#pragma once
#include <stdint.h>

/// Which UAX #14 / UAX #29 boundaries a breaker finds.
typedef enum {
    LSNAP_BREAK_LINE = 0,      ///< line-break opportunities (UAX #14)
    LSNAP_BREAK_CHARACTER = 1, ///< grapheme cluster boundaries (UAX #29)
} lsnap_break_kind;

typedef struct lsnap_breaker lsnap_breaker;

/// Opens a breaker for `locale` (e.g. "en", "zh"); NULL when ICU cannot open one.
lsnap_breaker *lsnap_breaker_open(lsnap_break_kind kind, const char *locale);
void lsnap_breaker_close(lsnap_breaker *breaker);

/// Finds the boundaries of `text` (UTF-16, `length` units) after offset 0, in ascending order; the last
/// is always `length` when length > 0. `offsets` and `mandatory` must hold `length` entries; `mandatory[i]`
/// is 1 when the break before `offsets[i]` is a hard line break (after a newline). Returns the number of
/// boundaries written, or -1 when ICU reports an error. Not thread-safe per breaker.
int32_t lsnap_breaker_boundaries(lsnap_breaker *breaker, const uint16_t *text, int32_t length,
                                 int32_t *offsets, uint8_t *mandatory);

/// The ICU version the wrappers were built against, e.g. "72.1".
const char *lsnap_icu_version(void);

/// Resolves the Unicode Bidirectional Algorithm's embedding levels of `text` (UTF-16, `length` units; paragraphs
/// end at hard breaks): `base` 0 sets every paragraph left to right, 1 right to left, 2 (UBIDI_DEFAULT_LTR) and 3
/// (UBIDI_DEFAULT_RTL) from its first strong character, else left to right or right to left. Writes one level per
/// code unit into `levels` (which must hold `length` entries) and returns the first paragraph's level, or -1 when
/// ICU reports an error.
int32_t lsnap_bidi_levels(const uint16_t *text, int32_t length, uint8_t base, uint8_t *levels);

/// The visual order of `count` runs with the given embedding levels (rule L2): `visual_to_logical[i]` is the
/// logical index of the run shown i-th from the left. Returns 0, or -1 when ICU reports an error.
int32_t lsnap_bidi_reorder(const uint8_t *levels, int32_t count, int32_t *visual_to_logical);
