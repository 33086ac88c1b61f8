import DragKitTypes
/// One styled stretch of text in a ``TextDocument``.
///
/// JSON: `{"text","font","size","weight","italic","color","link"}`; `color` is
/// 0xRRGGBB. When decoding, only `text` is required: a missing style field
/// takes its default (system 16 pt, weight 400, upright, 0x222222, no link),
/// so stored runs always carry every field.
public struct TextRun: Sendable, Hashable, Codable {
    public var text: String
    public var font: String
    public var size: Double
    public var weight: Int
    public var italic: Bool
    public var color: Int
    public var link: String?

    public init(
        _ text: String, font: String = "system", size: Double = 16, weight: Int = 400, italic: Bool = false,
        color: Int = 0x222222, link: String? = nil
    ) {
        self.text = text
        self.font = font
        self.size = size
        self.weight = weight
        self.italic = italic
        self.color = color
        self.link = link
    }

    enum CodingKeys: String, CodingKey {
        case text, font, size, weight, italic, color, link
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        text = try container.decode(String.self, forKey: .text)
        font = try container.decodeIfPresent(String.self, forKey: .font) ?? "system"
        size = try container.decodeIfPresent(Double.self, forKey: .size) ?? 16
        weight = try container.decodeIfPresent(Int.self, forKey: .weight) ?? 400
        italic = try container.decodeIfPresent(Bool.self, forKey: .italic) ?? false
        color = try container.decodeIfPresent(Int.self, forKey: .color) ?? 0x222222
        link = try container.decodeIfPresent(String.self, forKey: .link)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(text, forKey: .text)
        try container.encode(font, forKey: .font)
        if size.rounded() == size, abs(size) < 1_000_000 {
            try container.encode(Int(size), forKey: .size)
        } else {
            try container.encode(size, forKey: .size)
        }
        try container.encode(weight, forKey: .weight)
        try container.encode(italic, forKey: .italic)
        try container.encode(color, forKey: .color)
        try container.encode(link, forKey: .link)  // explicit null
    }

    /// Why this run is not acceptable, or nil when it is: font name 1...64
    /// characters by ``isValidFontName(_:)``, size in 1...400, weight in 100...1000, color in
    /// 0...0xFFFFFF, link at most 2000 characters and ``isSafeLink(_:)``, text without control
    /// characters other than tab and line break.
    func problem() -> String? {
        if !Self.isValidFontName(font) {
            return "'font' must be a font name: 1 to 64 letters, digits, spaces, '-', '_' or '.', starting with a letter or digit"
        }
        if !(1...400).contains(size) { return "'size' must be between 1 and 400" }
        if !(100...1000).contains(weight) { return "'weight' must be between 100 and 1000" }
        if !(0...0xFFFFFF).contains(color) { return "'color' must be 0xRRGGBB (0 to 16777215)" }
        if let link, link.count > 2000 { return "'link' must be at most 2000 characters" }
        if let link, !Self.isSafeLink(link) {
            return "'link' must be an http:, https: or mailto: address without spaces or control characters"
        }
        if text.unicodeScalars.contains(where: { ($0.value < 0x20 && $0 != "\n" && $0 != "\r" && $0 != "\t") || $0.value == 0x7F }) {
            return "'text' must not hold control characters other than tab and line breaks"
        }
        return nil
    }

    /// Whether `link` is an `http:`, `https:` or `mailto:` address with no whitespace or control
    /// characters (issue 13: never `javascript:` or `data:`). O(length).
    static func isSafeLink(_ link: String) -> Bool {
        let lowered = link.lowercased()
        guard HTMLPolicy.linkPrefixes.contains(where: { lowered.hasPrefix($0) }) else { return false }
        return !link.unicodeScalars.contains { $0.value <= 0x20 || $0.value == 0x7F || $0.properties.isWhitespace }
    }

    /// Whether `name` can only ever be a font family name wherever a page uses it (issue 13:
    /// a stored font such as `x;background:url(…)` must not restyle the page or make it load
    /// anything): 1 to 64 characters, each a letter or digit (any script), a space, `-`, `_`
    /// or `.`, the first a letter or digit, no space at the end. No quotes, `;`, `:`, `(`,
    /// `)`, `,`, `/`, `\`, braces or control characters. O(length).
    public static func isValidFontName(_ name: String) -> Bool {
        let scalars = name.unicodeScalars
        guard let first = scalars.first, let last = scalars.last, name.count <= 64,
            first.properties.isAlphabetic || first.properties.numericType != nil, last != " "
        else { return false }
        return scalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || scalar.properties.numericType == .decimal
                || scalar == " " || scalar == "-" || scalar == "_" || scalar == "."
        }
    }
}
