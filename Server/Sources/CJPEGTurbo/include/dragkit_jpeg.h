#ifndef DRAGKIT_JPEG_H
#define DRAGKIT_JPEG_H

#include <stddef.h>

/// Encodes `width` x `height` 8-bit RGB pixels (rows top to bottom, `width * 3` bytes each) as a
/// baseline JFIF JPEG with libjpeg-turbo at `quality` (1...100), without chroma subsampling.
/// On success returns 0 and sets `*output` (free it with dragkit_jpeg_free) and `*output_size`;
/// on a libjpeg error returns -1 and sets neither (libjpeg's default handler would exit the
/// process, so errors unwind through setjmp here instead). O(width * height).
int dragkit_jpeg_encode_rgb(const unsigned char *rgb, int width, int height, int quality,
                            unsigned char **output, size_t *output_size);

/// Frees what dragkit_jpeg_encode_rgb returned.
void dragkit_jpeg_free(unsigned char *output);

#endif
