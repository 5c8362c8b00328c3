// Declarations only (include/FuzzerDriver.h); libFuzzer itself is linked by -sanitize=fuzzer.
#include "FuzzerDriver.h"
