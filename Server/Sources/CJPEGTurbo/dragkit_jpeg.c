#include "dragkit_jpeg.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <jpeglib.h>

struct dragkit_jpeg_error {
    struct jpeg_error_mgr base;
    jmp_buf jump;
};

static void dragkit_jpeg_error_exit(j_common_ptr info) {
    struct dragkit_jpeg_error *error = (struct dragkit_jpeg_error *)info->err;
    longjmp(error->jump, 1);
}

static void dragkit_jpeg_output_message(j_common_ptr info) {
    (void)info;  // no printing to stderr: the caller reports the failure
}

int dragkit_jpeg_encode_rgb(const unsigned char *rgb, int width, int height, int quality,
                            unsigned char **output, size_t *output_size) {
    if (rgb == NULL || width <= 0 || height <= 0 || output == NULL || output_size == NULL) {
        return -1;
    }
    struct jpeg_compress_struct info;
    struct dragkit_jpeg_error error;
    unsigned char *buffer = NULL;
    unsigned long size = 0;
    info.err = jpeg_std_error(&error.base);
    error.base.error_exit = dragkit_jpeg_error_exit;
    error.base.output_message = dragkit_jpeg_output_message;
    if (setjmp(error.jump)) {
        jpeg_destroy_compress(&info);
        free(buffer);
        return -1;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, &buffer, &size);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 3;
    info.in_color_space = JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    // 4:4:4: the showcase's pictures have thin coloured marks (a chart's line, a caption).
    for (int component = 0; component < info.num_components; component++) {
        info.comp_info[component].h_samp_factor = 1;
        info.comp_info[component].v_samp_factor = 1;
    }
    jpeg_start_compress(&info, TRUE);
    const size_t stride = (size_t)width * 3;
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(rgb + (size_t)info.next_scanline * stride);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    *output = buffer;
    *output_size = (size_t)size;
    return 0;
}

void dragkit_jpeg_free(unsigned char *output) {
    free(output);
}
