#include "CICU.h"
#include <stdlib.h>
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uversion.h>

struct lsnap_breaker {
    UBreakIterator *iterator;
    lsnap_break_kind kind;
};

lsnap_breaker *lsnap_breaker_open(lsnap_break_kind kind, const char *locale) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIteratorType type = kind == LSNAP_BREAK_LINE ? UBRK_LINE : UBRK_CHARACTER;
    UBreakIterator *iterator = ubrk_open(type, locale, NULL, 0, &status);
    if (U_FAILURE(status) || iterator == NULL) {
        return NULL;
    }
    lsnap_breaker *breaker = malloc(sizeof(lsnap_breaker));
    if (breaker == NULL) {
        ubrk_close(iterator);
        return NULL;
    }
    breaker->iterator = iterator;
    breaker->kind = kind;
    return breaker;
}

void lsnap_breaker_close(lsnap_breaker *breaker) {
    if (breaker == NULL) return;
    ubrk_close(breaker->iterator);
    free(breaker);
}

int32_t lsnap_breaker_boundaries(lsnap_breaker *breaker, const uint16_t *text, int32_t length,
                                 int32_t *offsets, uint8_t *mandatory) {
    if (breaker == NULL || length < 0) return -1;
    if (length == 0) return 0;
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(breaker->iterator, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return -1;
    int32_t count = 0;
    ubrk_first(breaker->iterator);
    for (int32_t position = ubrk_next(breaker->iterator); position != UBRK_DONE && count < length;
         position = ubrk_next(breaker->iterator)) {
        offsets[count] = position;
        uint8_t hard = 0;
        if (breaker->kind == LSNAP_BREAK_LINE) {
            int32_t status_value = ubrk_getRuleStatus(breaker->iterator);
            hard = (status_value >= UBRK_LINE_HARD && status_value < UBRK_LINE_HARD_LIMIT) ? 1 : 0;
        }
        mandatory[count] = hard;
        count += 1;
    }
    return count;
}

const char *lsnap_icu_version(void) {
    return U_ICU_VERSION;
}

int32_t lsnap_bidi_levels(const uint16_t *text, int32_t length, uint8_t base, uint8_t *levels) {
    if (text == NULL || levels == NULL || length < 0 || base > 3) return -1;
    if (length == 0) return base & 1;
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status) || bidi == NULL) return -1;
    UBiDiLevel paragraph = base == 2 ? UBIDI_DEFAULT_LTR : (base == 3 ? UBIDI_DEFAULT_RTL : base);
    ubidi_setPara(bidi, (const UChar *)text, length, paragraph, NULL, &status);
    const UBiDiLevel *resolved = U_SUCCESS(status) ? ubidi_getLevels(bidi, &status) : NULL;
    int32_t result = -1;
    if (U_SUCCESS(status) && resolved != NULL) {
        for (int32_t i = 0; i < length; i++) levels[i] = resolved[i];
        result = ubidi_getParaLevel(bidi);
    }
    ubidi_close(bidi);
    return result;
}

int32_t lsnap_bidi_reorder(const uint8_t *levels, int32_t count, int32_t *visual_to_logical) {
    if (levels == NULL || visual_to_logical == NULL || count < 0) return -1;
    if (count == 0) return 0;
    ubidi_reorderVisual((const UBiDiLevel *)levels, count, visual_to_logical);
    return 0;
}
