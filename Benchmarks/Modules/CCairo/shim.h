// Plain cairo, for the RenderScreenshot benchmark to hand PNGEncoder.encode(surface:) a surface of its own
// (the main package's CText module is not a product, so it cannot be imported from here).
#include <cairo.h>
