// The C surface of tablerender: cairo (image, SVG and PDF surfaces), Pango through pangocairo with a
// fontconfig font map the tool configures itself, and libpng. Only the CairoBackend module imports this.
#ifndef TABLERENDER_CCAIRO_SHIM_H
#define TABLERENDER_CCAIRO_SHIM_H

#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <png.h>

/// PANGO_SCALE as a function: Swift cannot import the macro's cast expression.
static inline int tr_pango_scale(void) { return PANGO_SCALE; }

/// Pango units to points (PANGO_PIXELS rounds; layout needs the exact fraction).
static inline double tr_pango_units_to_double(int units) { return (double)units / (double)PANGO_SCALE; }

/// Points to Pango units.
static inline int tr_pango_units_from_double(double value) { return (int)(value * PANGO_SCALE + (value >= 0 ? 0.5 : -0.5)); }

/// g_object_unref without the gpointer cast dance in Swift.
static inline void tr_g_object_unref(void *object) { if (object) g_object_unref(object); }

/// Gives a Pango fontconfig font map its own fontconfig configuration (the cast is a C macro).
static inline void tr_font_map_set_config(PangoFontMap *map, FcConfig *config) {
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
}

/// The direction of the first strong character (or NEUTRAL). Pango deprecated this helper in favour of
/// FriBidi calls it makes itself; it is still the simplest correct answer, so the warning stays here.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
static inline PangoDirection tr_find_base_dir(const char *text) { return pango_find_base_dir(text, -1); }
#pragma GCC diagnostic pop

/// True when cairo has cairo_set_hairline (1.18+); Debian 12 ships 1.16, so hairlines are filled rectangles.
static inline int tr_cairo_has_hairline(void) {
    return CAIRO_VERSION >= CAIRO_VERSION_ENCODE(1, 18, 0);
}

#endif
