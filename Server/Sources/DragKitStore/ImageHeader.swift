/// The format and size of an image, read from the first bytes of its file only (no pixel is
/// decoded), so that limits are checked before anything else happens (P1, issue 12: a
/// decompression bomb is refused by its header).
public struct ImageHeader: Sendable, Hashable {
    public enum Format: String, Sendable, Hashable {
        case png, jpeg, gif, webp

        /// The MIME type the file is served with.
        public var mediaType: String { "image/\(rawValue)" }
        /// The type identifier of the format.
        public var typeIdentifier: String {
            switch self {
            case .png: "public.png"
            case .jpeg: "public.jpeg"
            case .gif: "com.compuserve.gif"
            case .webp: "org.webmproject.webp"
            }
        }
        /// The format's name for people.
        public var name: String { rawValue == "jpeg" ? "JPEG" : rawValue.uppercased() }
    }

    public var format: Format
    public var width: Int
    public var height: Int

    /// The format the bytes begin with (their magic number), or nil. O(1).
    public static func sniff(_ bytes: [UInt8]) -> Format? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) { return .gif }
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) { return .webp }
        return nil
    }

    /// The header of an image file. O(number of JPEG segments before the frame header).
    /// - Throws: ``ImportError/Kind/malformed`` when the bytes are no PNG, JPEG, GIF or WebP
    ///   or their header is cut short or says 0 pixels.
    public static func read(_ bytes: [UInt8]) throws(ImportError) -> ImageHeader {
        guard let format = sniff(bytes) else {
            throw ImportError(.unsupported, "This file is not an image the showcase can show: it takes PNG, JPEG, GIF and WebP images.")
        }
        let size: (Int, Int)?
        switch format {
        case .png: size = pngSize(bytes)
        case .jpeg: size = jpegSize(bytes)
        case .gif: size = bytes.count >= 10 ? (little16(bytes, 6), little16(bytes, 8)) : nil
        case .webp: size = webpSize(bytes)
        }
        guard let (width, height) = size, width > 0, height > 0 else {
            throw ImportError(.malformed, "This \(format.name) image is damaged: its size cannot be read. Nothing was added.")
        }
        return ImageHeader(format: format, width: width, height: height)
    }

    private static func big16(_ b: [UInt8], _ at: Int) -> Int { Int(b[at]) << 8 | Int(b[at + 1]) }
    private static func little16(_ b: [UInt8], _ at: Int) -> Int { Int(b[at]) | Int(b[at + 1]) << 8 }
    private static func little24(_ b: [UInt8], _ at: Int) -> Int { little16(b, at) | Int(b[at + 2]) << 16 }
    private static func big32(_ b: [UInt8], _ at: Int) -> Int { big16(b, at) << 16 | big16(b, at + 2) }

    /// IHDR must be the first chunk: width and height at bytes 16 and 20.
    private static func pngSize(_ b: [UInt8]) -> (Int, Int)? {
        guard b.count >= 24, Array(b[12..<16]) == Array("IHDR".utf8) else { return nil }
        return (big32(b, 16), big32(b, 20))
    }

    /// Walks the segments up to the first frame header (SOF0…SOF15 but DHT, JPG and DAC).
    private static func jpegSize(_ b: [UInt8]) -> (Int, Int)? {
        var offset = 2
        while offset + 3 < b.count {
            guard b[offset] == 0xFF else { return nil }
            let marker = b[offset + 1]
            if marker == 0xFF { offset += 1; continue }  // fill byte
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { offset += 2; continue }
            if marker == 0xD9 || marker == 0xDA { return nil }  // no frame header before the scan
            let length = big16(b, offset + 2)
            guard length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                guard offset + 8 < b.count else { return nil }
                return (big16(b, offset + 7), big16(b, offset + 5))
            }
            offset += 2 + length
        }
        return nil
    }

    /// The first chunk: lossy `VP8 `, lossless `VP8L` or extended `VP8X` (canvas size).
    private static func webpSize(_ b: [UInt8]) -> (Int, Int)? {
        guard b.count >= 30 else { return nil }
        switch String(decoding: b[12..<16], as: UTF8.self) {
        case "VP8 ":
            guard b[23] == 0x9D, b[24] == 0x01, b[25] == 0x2A else { return nil }
            return (little16(b, 26) & 0x3FFF, little16(b, 28) & 0x3FFF)
        case "VP8L":
            guard b[20] == 0x2F else { return nil }
            let bits = Int(b[21]) | Int(b[22]) << 8 | Int(b[23]) << 16 | Int(b[24]) << 24
            return ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        case "VP8X":
            return (little24(b, 24) + 1, little24(b, 27) + 1)
        default:
            return nil
        }
    }
}
