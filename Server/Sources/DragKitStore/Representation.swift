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

    /// `svg` drawn by librsvg and written as a PNG file by cairo's libpng writer
    /// (``ImageRenderer``). O(pixels).
    static func png(drawing svg: String) throws(ImageRenderError) -> Representation {
        Representation(contentType: "image/png", body: try ImageRenderer.draw(svg: svg).png())
    }

    /// `svg` drawn by librsvg over white and written as a baseline JPEG file by libjpeg-turbo
    /// (``ImageRenderer``). O(pixels).
    static func jpeg(drawing svg: String) throws(ImageRenderError) -> Representation {
        Representation(contentType: "image/jpeg", body: try ImageRenderer.draw(svg: svg).jpeg())
    }

    /// JSON text.
    static func json(_ value: JSONValue) -> Representation {
        Representation(contentType: "application/json; charset=utf-8", body: Array(value.jsonText().utf8))
    }
}
