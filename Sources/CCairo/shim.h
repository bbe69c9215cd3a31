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
#include <zlib.h>
#include <cairo-ft.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

/// glibc's allocator kept from handing freed memory back to the kernel, for a process that draws and exits
/// (`ProcessMemory`): up to 64 MiB free at a heap's top stay, heaps grow 16 MiB at a time, blocks under 8 MiB
/// come from the heaps. Nothing without glibc.
static inline void tr_keep_freed_memory(void) {
#if defined(__GLIBC__)
    mallopt(M_TRIM_THRESHOLD, 64 << 20);
    mallopt(M_TOP_PAD, 16 << 20);
    mallopt(M_MMAP_THRESHOLD, 8 << 20);
#endif
}

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

#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

/// A growing byte buffer that libpng writes into.
typedef struct {
    unsigned char *data;
    size_t size;
    size_t capacity;
    int failed;
} tr_png_buffer;

static inline void tr_png_write_data(png_structp png, png_bytep bytes, png_size_t length) {
    tr_png_buffer *buffer = (tr_png_buffer *)png_get_io_ptr(png);
    if (buffer->failed) return;
    if (buffer->size + length > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 65536;
        while (capacity < buffer->size + length) capacity *= 2;
        unsigned char *grown = (unsigned char *)realloc(buffer->data, capacity);
        if (!grown) { buffer->failed = 1; return; }
        buffer->data = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->data + buffer->size, bytes, length);
    buffer->size += length;
}

static inline void tr_png_flush_data(png_structp png) { (void)png; }

/// Encodes a cairo ARGB32 surface's pixels (native-endian, premultiplied) as PNG: RGB when every pixel is
/// opaque, else straight RGBA. Rows are converted one at a time into a single row buffer, so no second copy
/// of the image is made. Returns 0 on success; the caller frees `out->data`.
static inline int tr_png_encode_argb32(const unsigned char *data, int width, int height, size_t stride,
                                       int level, int filter, int strategy, const char *key, const char *text,
                                       tr_png_buffer *out) {
    int opaque = 1;
    for (int y = 0; y < height && opaque; y++) {
        const uint32_t *row = (const uint32_t *)(data + (size_t)y * stride);
        for (int x = 0; x < width; x++) {
            if ((row[x] >> 24) != 255) { opaque = 0; break; }
        }
    }
    int channels = opaque ? 3 : 4;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    if (!png) return 1;
    png_infop info = png_create_info_struct(png);
    unsigned char *line = (unsigned char *)malloc((size_t)width * 4);
    if (!info || !line) { free(line); png_destroy_write_struct(&png, info ? &info : NULL); return 1; }
    if (setjmp(png_jmpbuf(png))) {
        free(line);
        png_destroy_write_struct(&png, &info);
        return 1;
    }
    png_set_write_fn(png, out, tr_png_write_data, tr_png_flush_data);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
                 opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGBA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, level);
    png_set_compression_strategy(png, strategy);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filter);
    if (key && text) {
        png_text entry;
        memset(&entry, 0, sizeof entry);
        entry.compression = PNG_TEXT_COMPRESSION_NONE;
        entry.key = (png_charp)key;
        entry.text = (png_charp)text;
        entry.text_length = strlen(text);
        png_set_text(png, info, &entry, 1);
    }
    png_write_info(png, info);
    for (int y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(data + (size_t)y * stride);
        unsigned char *target = line;
        for (int x = 0; x < width; x++) {
            uint32_t word = row[x], a = word >> 24;
            uint32_t r = (word >> 16) & 0xFF, g = (word >> 8) & 0xFF, b = word & 0xFF;
            if (a != 255 && a != 0) {
                r = (r * 255 + a / 2) / a; if (r > 255) r = 255;
                g = (g * 255 + a / 2) / a; if (g > 255) g = 255;
                b = (b * 255 + a / 2) / a; if (b > 255) b = 255;
            }
            target[0] = (unsigned char)r;
            target[1] = (unsigned char)g;
            target[2] = (unsigned char)b;
            if (channels == 4) target[3] = (unsigned char)a;
            target += channels;
        }
        png_write_row(png, line);
    }
    png_write_end(png, info);
    free(line);
    png_destroy_write_struct(&png, &info);
    return out->failed;
}

/// zlib strategies, which Swift cannot import as macros.
static inline int tr_zlib_default_strategy(void) { return Z_DEFAULT_STRATEGY; }

/// PNG row filter masks, which Swift cannot import as macros.
static inline int tr_png_filter_all(void) { return PNG_ALL_FILTERS; }

/// A FreeType face of a colour bitmap font that tablerender opens itself, with a FreeType library of its own,
/// apart from cairo's faces: `cairo_ft_scaled_font_lock_face` hands its face back with cairo's lock already
/// released, so loading glyphs from it while another thread's cairo uses the same face would race.
typedef struct {
    FT_Library library;
    FT_Face face;
    /// The strike's size in pixels, as cairo-ft takes it (`available_sizes[0].x_ppem / 64.`).
    double x_ppem, y_ppem;
} tr_color_face;

/// Opens the font file behind `font` (a Pango fontconfig font: FC_FILE and FC_INDEX of its pattern) when it
/// is what cairo draws from a single colour bitmap strike (CBDT or sbix, no outlines, one strike, as Noto
/// Color Emoji); NULL otherwise. Close it with `tr_color_face_close`.
static inline tr_color_face *tr_color_face_open(PangoFont *font) {
    if (!PANGO_IS_FC_FONT(font)) return NULL;
    FcPattern *pattern = pango_fc_font_get_pattern(PANGO_FC_FONT(font));
    FcChar8 *file = NULL;
    int index = 0;
    if (!pattern || FcPatternGetString(pattern, FC_FILE, 0, &file) != FcResultMatch || !file) return NULL;
    if (FcPatternGetInteger(pattern, FC_INDEX, 0, &index) != FcResultMatch) index = 0;
    tr_color_face *result = (tr_color_face *)calloc(1, sizeof(tr_color_face));
    if (!result) return NULL;
    if (FT_Init_FreeType(&result->library) != 0) { free(result); return NULL; }
    FT_Face face = NULL;
    if (FT_New_Face(result->library, (const char *)file, index, &face) != 0 || !face
        || !(face->face_flags & FT_FACE_FLAG_COLOR) || (face->face_flags & FT_FACE_FLAG_SCALABLE)
        || face->num_fixed_sizes != 1 || FT_Select_Size(face, 0) != 0) {
        if (face) FT_Done_Face(face);
        FT_Done_FreeType(result->library);
        free(result);
        return NULL;
    }
    result->face = face;
    result->x_ppem = face->available_sizes[0].x_ppem / 64.;
    result->y_ppem = face->available_sizes[0].y_ppem / 64.;
    return result;
}

/// Closes a face `tr_color_face_open` opened.
static inline void tr_color_face_close(tr_color_face *face) {
    if (!face) return;
    FT_Done_Face(face->face);
    FT_Done_FreeType(face->library);
    free(face);
}

/// Whether cairo would synthesise bold or slant for `font` (a cairo scaled font): such glyphs are not the
/// strike's bitmaps.
static inline int tr_font_is_synthesized(cairo_scaled_font_t *font) {
    return cairo_scaled_font_get_type(font) != CAIRO_FONT_TYPE_FT
        || cairo_ft_font_face_get_synthesize(cairo_scaled_font_get_font_face(font)) != 0;
}

/// Loads glyph `glyph` from `face` as cairo-ft does (FT_LOAD_COLOR: the strike's PNG decoded to premultiplied
/// BGRA, which is cairo's ARGB32 in memory) into a new image, with the glyph's origin in it (cairo-ft's device
/// offset: -bitmap_left, bitmap_top) in `origin_x` and `origin_y`. NULL when the glyph is not a colour bitmap.
static inline cairo_surface_t *tr_color_face_load(tr_color_face *face, unsigned long glyph,
                                                  double *origin_x, double *origin_y) {
    FT_Face ft = face->face;
    if (FT_Load_Glyph(ft, (FT_UInt)glyph, FT_LOAD_COLOR) != 0 || ft->glyph->format != FT_GLYPH_FORMAT_BITMAP
        || ft->glyph->bitmap.pixel_mode != FT_PIXEL_MODE_BGRA || ft->glyph->bitmap.pitch <= 0) return NULL;
    FT_Bitmap *bitmap = &ft->glyph->bitmap;
    cairo_surface_t *image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)bitmap->width, (int)bitmap->rows);
    if (cairo_surface_status(image) == CAIRO_STATUS_SUCCESS) {
        cairo_surface_flush(image);
        unsigned char *data = cairo_image_surface_get_data(image);
        int stride = cairo_image_surface_get_stride(image);
        for (unsigned int row = 0; row < bitmap->rows; row++) {
            memcpy(data + (size_t)row * (size_t)stride, bitmap->buffer + (size_t)row * (size_t)bitmap->pitch,
                   (size_t)bitmap->width * 4);
        }
        cairo_surface_mark_dirty(image);
    }
    *origin_x = -ft->glyph->bitmap_left;
    *origin_y = ft->glyph->bitmap_top;
    return image;
}

#endif
