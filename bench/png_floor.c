/* make bench, figure (b): the floor tablerender's PNG path is measured against (issue 20).
 * A blank WIDTH x HEIGHT cairo ARGB32 image surface painted white, written with libpng at zlib level 1 with the
 * Sub filter, rows taken straight from cairo's premultiplied native-endian pixels (B, G, R, A in memory on
 * little-endian machines: png_set_bgr, and the alpha byte stripped as filler since the surface is opaque).
 * Built by bench/run.py with `cc -O2 png_floor.c $(pkg-config --cflags --libs cairo libpng)`; never committed built.
 * Usage: png_floor WIDTH HEIGHT OUT.png */
#include <cairo.h>
#include <png.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    if (argc != 4) { fprintf(stderr, "usage: png_floor WIDTH HEIGHT OUT.png\n"); return 64; }
    int width = atoi(argv[1]), height = atoi(argv[2]);
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    cairo_t *cr = cairo_create(surface);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    unsigned char *data = cairo_image_surface_get_data(surface);
    int stride = cairo_image_surface_get_stride(surface);

    FILE *file = fopen(argv[3], "wb");
    if (!file) { perror(argv[3]); return 1; }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    if (!png || !info || setjmp(png_jmpbuf(png))) { fprintf(stderr, "png_floor: libpng error\n"); return 1; }
    png_init_io(png, file);
    png_set_compression_level(png, 1);
    png_set_filter(png, 0, PNG_FILTER_SUB);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    png_set_bgr(png);                               /* cairo's bytes are B, G, R, A on little-endian */
    png_set_filler(png, 0, PNG_FILLER_AFTER);       /* 4 bytes a pixel in, the A byte dropped: RGB out */
    for (int y = 0; y < height; y++) png_write_row(png, data + (size_t)y * stride);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    fclose(file);
    cairo_surface_destroy(surface);
    return 0;
}
