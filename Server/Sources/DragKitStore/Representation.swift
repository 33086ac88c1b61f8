/// An item's content in one type, as `GET /api/items/{id}/representation` sends it.
public struct Representation: Sendable, Hashable {
    /// The MIME type of ``body``, e.g. `text/plain; charset=utf-8`.
    public var contentType: String
    /// The bytes to send; their count is the response's `Content-Length`.
    public var body: [UInt8]
    /// The item's own name (its title), for a download's file name; not yet made safe.
    public var suggestedName: String

    public init(contentType: String, body: [UInt8], suggestedName: String = "") {
        self.contentType = contentType
        self.body = body
        self.suggestedName = suggestedName
    }

    /// UTF-8 plain text.
    static func text(_ string: String) -> Representation {
        Representation(contentType: "text/plain; charset=utf-8", body: Array(string.utf8))
    }

    /// An SVG image.
    static func svg(_ string: String) -> Representation {
        Representation(contentType: "image/svg+xml", body: Array(string.utf8))
    }

    /// `image` as a PNG file (``PNGEncoder``).
    static func png(_ image: RasterImage) -> Representation {
        Representation(contentType: "image/png", body: PNGEncoder.encode(image))
    }

    /// `image` as a baseline JPEG file (``JPEGEncoder``).
    static func jpeg(_ image: RasterImage) -> Representation {
        Representation(contentType: "image/jpeg", body: JPEGEncoder.encode(image))
    }

    /// JSON text.
    static func json(_ value: JSONValue) -> Representation {
        Representation(contentType: "application/json; charset=utf-8", body: Array(value.jsonText().utf8))
    }
}
