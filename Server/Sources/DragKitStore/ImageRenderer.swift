import CJPEGTurbo
import CRsvg

/// Draws an SVG with Debian's librsvg and cairo (text set in a font from a Debian font package
/// through fontconfig, e.g. DejaVu Sans from fonts-dejavu-core) and encodes the pixels as PNG
/// (cairo's writer, which is libpng) or JPEG (libjpeg-turbo): the PNG and JPEG a photo or chart
/// offers are the very picture the page shows, captions included (S12, P1).
///
/// Concurrency: every call makes its own `RsvgHandle`, cairo surface and JPEG compressor and
/// shares nothing, so calls on different threads are independent (librsvg, cairo, pango and
/// fontconfig are thread-safe for separate objects). The calls are synchronous C; one
/// showcase picture (at most 640 × 1280) takes a few milliseconds, and it runs in the calling
/// task on Swift's cooperative pool, never on a NIO event loop (Hummingbird runs route
/// handlers as tasks), so the server's connections are not held up.
enum ImageRenderer {
    /// JPEG quality as libjpeg counts it (1...100).
    static let jpegQuality: Int32 = 90
    /// The largest picture drawn, in pixels per side: larger SVG sizes are refused.
    static let maximumSide = 4096

    /// A drawn picture: `width` × `height` pixels in cairo's ARGB32 layout.
    struct Drawing: ~Copyable {
        let surface: OpaquePointer
        let width: Int
        let height: Int

        deinit { cairo_surface_destroy(surface) }

        /// The pixels as a PNG file (cairo's PNG writer, libpng), 8-bit RGBA. O(width·height).
        func png() throws(ImageRenderError) -> [UInt8] {
            final class Sink { var bytes: [UInt8] = [] }
            let sink = Sink()
            let status = withExtendedLifetime(sink) {
                cairo_surface_write_to_png_stream(surface, { closure, data, length in
                    guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                    let sink = Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue()
                    sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(sink).toOpaque())
            }
            guard status == CAIRO_STATUS_SUCCESS else {
                throw ImageRenderError("cairo could not write the PNG: \(String(cString: cairo_status_to_string(status)))")
            }
            return sink.bytes
        }

        /// The pixels over white as a baseline JPEG file (libjpeg-turbo, 4:4:4). O(width·height).
        func jpeg() throws(ImageRenderError) -> [UInt8] {
            cairo_surface_flush(surface)
            let stride = Int(cairo_image_surface_get_stride(surface))
            guard let data = cairo_image_surface_get_data(surface) else {
                throw ImageRenderError("cairo gave no pixels to encode")
            }
            var rgb = [UInt8](repeating: 0, count: width * height * 3)
            for row in 0..<height {
                let line = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
                for column in 0..<width {
                    // ARGB32 is premultiplied, native-endian: over white, each channel gains 255 - alpha.
                    let pixel = line[column]
                    let transparency = 255 - (pixel >> 24)
                    let offset = (row * width + column) * 3
                    rgb[offset] = UInt8(min(255, ((pixel >> 16) & 0xFF) + transparency))
                    rgb[offset + 1] = UInt8(min(255, ((pixel >> 8) & 0xFF) + transparency))
                    rgb[offset + 2] = UInt8(min(255, (pixel & 0xFF) + transparency))
                }
            }
            var output: UnsafeMutablePointer<UInt8>?
            var size = 0
            let result = dragkit_jpeg_encode_rgb(rgb, Int32(width), Int32(height), ImageRenderer.jpegQuality, &output, &size)
            guard result == 0, let output else { throw ImageRenderError("libjpeg-turbo could not encode the JPEG") }
            defer { dragkit_jpeg_free(output) }
            return Array(UnsafeBufferPointer(start: output, count: size))
        }
    }

    /// `svg` drawn at its own pixel size (its root's `width` and `height`) with librsvg.
    /// O(width·height + length of `svg`).
    ///
    /// - Throws: ``ImageRenderError`` when librsvg cannot read it, it states no size, or a side
    ///   is larger than ``maximumSide``.
    static func draw(svg: String) throws(ImageRenderError) -> Drawing {
        let bytes = Array(svg.utf8)
        var error: UnsafeMutablePointer<GError>?
        guard let handle = bytes.withUnsafeBufferPointer({ rsvg_handle_new_from_data($0.baseAddress, gsize($0.count), &error) }) else {
            defer { if error != nil { g_error_free(error) } }
            throw ImageRenderError("librsvg could not read the SVG: \(message(error))")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        rsvg_handle_set_dpi(handle, 96)
        var width: Double = 0, height: Double = 0
        guard rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0,
              width >= 1, height >= 1, width <= Double(maximumSide), height <= Double(maximumSide)
        else {
            throw ImageRenderError("the SVG states no pixel size within 1...\(maximumSide)")
        }
        let pixelWidth = Int(width.rounded(.up)), pixelHeight = Int(height.rounded(.up))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)) else {
            throw ImageRenderError("cairo could not make a surface")
        }
        let drawing = Drawing(surface: surface, width: pixelWidth, height: pixelHeight)
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
            throw ImageRenderError("cairo could not make a surface")
        }
        defer { cairo_destroy(context) }
        var viewport = RsvgRectangle(x: 0, y: 0, width: width, height: height)
        guard rsvg_handle_render_document(handle, context, &viewport, &error) != 0 else {
            defer { if error != nil { g_error_free(error) } }
            throw ImageRenderError("librsvg could not draw the SVG: \(message(error))")
        }
        return drawing
    }

    private static func message(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error, let text = error.pointee.message else { return "no reason given" }
        return String(cString: text)
    }
}

/// A picture could not be drawn or encoded (a server fault: HTTP 500).
struct ImageRenderError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
