// Vector images for asset catalogues: librsvg draws SVG and poppler-glib draws PDF, both into Cairo.
#include <librsvg/rsvg.h>
#include <poppler/glib/poppler.h>
