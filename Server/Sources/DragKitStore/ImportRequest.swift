import Foundation

/// Content dropped into the showcase from another app (`POST /api/imports`, issue 12: S1, S2,
/// A2, P1): the raw bytes with their MIME type and file name, and where they were dropped.
public struct ImportRequest: Sendable, Hashable {
    /// The container the content was dropped on.
    public var container: String
    /// The slot (item containers) or UTF-16 offset (text containers) it was dropped at;
    /// clamped to the container.
    public var index: Int
    /// The MIME type as sent, without parameters, lowercased (may be empty).
    public var contentType: String
    /// The file's name as sent (decoded), or empty for text and links.
    public var fileName: String
    public var body: [UInt8]

    public init(container: String, index: Int, contentType: String, fileName: String, body: [UInt8]) {
        self.container = container
        self.index = index
        self.contentType = contentType
        self.fileName = fileName
        self.body = body
    }

    /// What was dropped, read and checked without the database.
    enum Content: Sendable, Hashable {
        case image(ImageHeader)
        case events([ICalendarParser.Event])
        /// Plain text (a clipping file's text too).
        case text(String)
        /// Sanitised HTML as runs.
        case html([TextRun])
        /// http, https or mailto addresses.
        case links([String])
    }

    /// The file's name without folders and extension, for titles; `fallback` when empty.
    func title(or fallback: String) -> String {
        let base = fileName.split(separator: "/").last.map(String.init) ?? ""
        let stem = base.contains(".") ? String(base[..<(base.lastIndex(of: ".") ?? base.endIndex)]) : base
        let clean = String(stem.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.map(Character.init)).trimmedWhitespace
        return clean.isEmpty ? fallback : String(clean.prefix(200))
    }

    /// Classifies and reads the content, checking every limit first: images by their magic
    /// number (whatever their declared type) and by the size in their header before anything
    /// is decoded; `.ics` by type or name; clipping files (`application/x-dragkit-clipping`, or
    /// `*.textClipping`); HTML; URI lists; plain text. O(n).
    /// - Throws: ``ImportError`` (too large, unsupported, malformed).
    func content() throws(ImportError) -> Content {
        guard body.count <= ImportLimits.maximumBytes else {
            throw ImportError(.tooLarge, "This file is larger than 20 MB; the showcase takes smaller files. Nothing was added.")
        }
        let lowerName = fileName.lowercased()
        if ImageHeader.sniff(body) != nil || contentType.hasPrefix("image/") {
            let header = try ImageHeader.read(body)
            guard header.width <= ImportLimits.maximumSide, header.height <= ImportLimits.maximumSide,
                header.width * header.height <= ImportLimits.maximumPixels
            else {
                throw ImportError(
                    .tooLarge,
                    "This image is \(header.width) × \(header.height) pixels; the showcase takes images of at most 40 megapixels. Nothing was added."
                )
            }
            return .image(header)
        }
        guard !body.isEmpty else {
            throw ImportError(.malformed, "What was dropped is empty, so nothing was added.")
        }
        guard let text = String(bytes: body, encoding: .utf8) else {
            throw ImportError(.unsupported, "This file is neither text nor an image the showcase can show (PNG, JPEG, GIF, WebP), so nothing was added.")
        }
        if contentType == "text/calendar" || lowerName.hasSuffix(".ics") {
            return .events(try ICalendarParser.events(in: text))
        }
        if text.utf8.count > TextDocument.maximumTextBytes {
            throw ImportError(.tooLarge, "This text is longer than 64 KB; a note holds at most that much. Nothing was added.")
        }
        switch contentType {
        case "text/html":
            let runs = HTMLSanitizer.runs(text)
            guard !runs.isEmpty else { throw ImportError(.malformed, "This HTML holds no text to keep, so nothing was added.") }
            return .html(runs)
        case "text/uri-list":
            let lines = text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
                .map { String($0).trimmedWhitespace }
                .filter { !$0.isEmpty && !$0.hasPrefix("#") }
            guard !lines.isEmpty else { throw ImportError(.malformed, "This list of links is empty, so nothing was added.") }
            guard lines.count <= ImportLimits.maximumLines else {
                throw ImportError(.tooLarge, "At most \(ImportLimits.maximumLines) links can be dropped at once. Nothing was added.")
            }
            guard lines.allSatisfy({ TextRun.isSafeLink($0) && $0.count <= 2000 }) else {
                throw ImportError(.unsupported, "Only web (http, https) and mail (mailto) links can be dropped here. Nothing was added.")
            }
            return .links(lines)
        case "application/x-dragkit-clipping", "text/plain", "":
            return .text(clippingText(text))
        default:
            if lowerName.hasSuffix(".textclipping") || contentType.hasPrefix("text/") { return .text(clippingText(text)) }
            throw ImportError(.unsupported, "This kind of file can't be dropped here: the showcase takes images, calendar files, text, clippings and links. Nothing was added.")
        }
    }

    /// A clipping file's text: its JSON `text` member when it is such an object, else itself,
    /// without control characters other than tab and line breaks.
    private func clippingText(_ text: String) -> String {
        var result = text
        if contentType == "application/x-dragkit-clipping", let value = JSONValue.parse(text), let inner = value["text"]?.stringValue {
            result = inner
        }
        return String(String.UnicodeScalarView(result.unicodeScalars.filter {
            !(($0.value < 0x20 && $0 != "\n" && $0 != "\r" && $0 != "\t") || $0.value == 0x7F)
        }))
    }
}
