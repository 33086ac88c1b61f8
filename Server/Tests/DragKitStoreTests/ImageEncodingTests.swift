import CRsvg
import Testing

@testable import DragKitStore

/// A PNG file decoded by libpng (through cairo's PNG reader), independent of how it was written.
struct DecodedPNG {
    let width: Int
    let height: Int
    /// Premultiplied ARGB, row by row.
    let pixels: [UInt32]

    init?(_ bytes: [UInt8]) {
        final class Source {
            let bytes: [UInt8]
            var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }
        }
        let source = Source(bytes)
        let surface = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream({ closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
                let source = Unmanaged<Source>.fromOpaque(closure).takeUnretainedValue()
                guard source.offset + Int(length) <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
                for index in 0..<Int(length) { data[index] = source.bytes[source.offset + index] }
                source.offset += Int(length)
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(source).toOpaque())
        }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else { return nil }
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels: [UInt32] = []
        for row in 0..<height {
            let line = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            pixels += UnsafeBufferPointer(start: line, count: width)
        }
        self.pixels = pixels
    }

    /// How many opaque pixels of the rectangle have every channel `test` passes.
    func count(x: Range<Int>, y: Range<Int>, _ test: (Int) -> Bool) -> Int {
        var count = 0
        for row in y {
            for column in x {
                let pixel = pixels[row * width + column]
                let channels = [Int((pixel >> 16) & 0xFF), Int((pixel >> 8) & 0xFF), Int(pixel & 0xFF)]
                if pixel >> 24 == 0xFF, channels.allSatisfy(test) { count += 1 }
            }
        }
        return count
    }
}

/// The JPEG markers in order (segments skipped by their lengths, the scan by its stuffing).
func jpegMarkers(_ bytes: [UInt8]) -> [(UInt8, [UInt8])] {
    var markers: [(UInt8, [UInt8])] = []
    var offset = 0
    while offset + 1 < bytes.count {
        guard bytes[offset] == 0xFF else { break }
        let marker = bytes[offset + 1]
        if marker == 0xD8 || marker == 0xD9 {
            markers.append((marker, []))
            offset += 2
            continue
        }
        guard offset + 3 < bytes.count else { break }
        let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
        markers.append((marker, Array(bytes[(offset + 4)..<min(bytes.count, offset + 2 + length)])))
        offset += 2 + length
        if marker == 0xDA {
            // Entropy-coded data: runs to the next marker that is not a stuffed FF 00.
            while offset + 1 < bytes.count, !(bytes[offset] == 0xFF && bytes[offset + 1] != 0) { offset += 1 }
        }
    }
    return markers
}

@Suite("Image encodings by librsvg, libpng and libjpeg-turbo (S12, P1)")
struct ImageEncodingTests {
    @Test("S12, P1: a photo's PNG, read back by libpng, is the page's picture at its size with its caption")
    func photoPNG() async throws {
        try await withTemporaryStore { store, _ in
            let png = try await store.representation(ofItem: "photos-library-2", type: "public.png")
            #expect(png.contentType == "image/png")
            let decoded = try #require(DecodedPNG(png.body), "libpng reads it")
            // Poppies is 3024 × 4032: portrait, drawn 640 wide.
            #expect(decoded.width == 640 && decoded.height == 853)
            #expect(Set(decoded.pixels).count > 1_000, "not blank: a gradient and a disc")
            // The caption is white 28-pixel text with its baseline 48 pixels above the bottom,
            // at x = 24, over the gradient's dark end, where nothing else is near white.
            let captionBand = (853 - 48 - 22)..<(853 - 46)
            let white = decoded.count(x: 24..<140, y: captionBand) { $0 >= 225 }
            #expect(white > 150, "the caption's letters are drawn (\(white) white pixels)")
            #expect(decoded.count(x: 520..<636, y: captionBand) { $0 >= 225 } == 0, "and nothing white beside them")
        }
    }

    @Test("S12, P1: a chart's PNG has the chart's title drawn above the bars")
    func chartPNG() async throws {
        try await withTemporaryStore { store, _ in
            let png = try await store.representation(ofItem: "charts-gallery-1", type: "public.png")
            let decoded = try #require(DecodedPNG(png.body))
            #expect(decoded.width == 320 && decoded.height == 200)
            // The title: #222, 15 pixels, baseline at y = 24, from x = 16, on #fbfbfd.
            let dark = decoded.count(x: 16..<160, y: 10..<26) { $0 <= 90 }
            #expect(dark > 60, "the title's letters are drawn (\(dark) dark pixels)")
        }
    }

    @Test("S12, P1: a photo's JPEG is a baseline JFIF of the picture's size")
    func photoJPEG() async throws {
        try await withTemporaryStore { store, _ in
            let jpeg = try await store.representation(ofItem: "photos-library-1", type: "public.jpeg")
            #expect(jpeg.contentType == "image/jpeg")
            let markers = jpegMarkers(jpeg.body)
            #expect(markers.first?.0 == 0xD8 && markers.last?.0 == 0xD9)
            #expect(markers.contains { $0.0 == 0xE0 && $0.1.starts(with: Array("JFIF".utf8)) })
            let frame = try #require(markers.first { $0.0 == 0xC0 }?.1, "a baseline frame")
            // Lake at dawn is 4032 × 3024: drawn 640 × 480; 8-bit, three components.
            #expect(frame[0] == 8 && (Int(frame[1]) << 8 | Int(frame[2])) == 480 && (Int(frame[3]) << 8 | Int(frame[4])) == 640)
            #expect(frame[5] == 3)
        }
    }

    @Test("S12: an SVG the renderer cannot read or size is a clear error, not a crash")
    func refusals() {
        #expect(throws: ImageRenderError.self) { _ = try ImageRenderer.draw(svg: "not svg") }
        #expect(throws: ImageRenderError.self) {
            _ = try ImageRenderer.draw(svg: #"<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="10"/>"#)
        }
    }

    @Test("S12: the same picture gives the same bytes (deterministic encodings)")
    func deterministic() throws {
        let svg = SVGImage.photo(title: "Same", payload: ["hue": 120, "width": 400, "height": 300], padded: false)
        #expect(try ImageRenderer.draw(svg: svg).png() == ImageRenderer.draw(svg: svg).png())
        #expect(try ImageRenderer.draw(svg: svg).jpeg() == ImageRenderer.draw(svg: svg).jpeg())
    }
}
