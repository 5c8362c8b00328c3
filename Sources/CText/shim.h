// The C libraries Measure and Render draw on: FreeType (fonts, metrics), fontconfig (the project-owned
// font set), HarfBuzz (shaping), Cairo (+ FreeType fonts, SVG surface) and libdeflate (fast PNG deflate).
#pragma once
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
#include <fontconfig/fontconfig.h>
#include <harfbuzz/hb.h>
#include <harfbuzz/hb-ot.h>
#include <harfbuzz/hb-ft.h>
#include <cairo.h>
#include <cairo-ft.h>
#include <cairo-svg.h>
#include <libdeflate.h>
