/// Why an import (`POST /api/imports`: content dropped from another app) was refused.
///
/// Raised before the import's write transaction or inside it, so the store is unchanged when
/// one is thrown. ``message`` is for people: it says what was dropped and why it cannot be
/// kept, and names nothing internal (no ids, no types of the store).
public typealias ImportError = Refusal<ImportRefusal>

/// The category of an import refusal; the HTTP layer maps each to a status code.
public enum ImportRefusal: Sendable, Hashable {
    /// Over a byte, pixel, event or text limit (HTTP 413).
    case tooLarge
    /// A kind of content the showcase does not take at all (HTTP 415).
    case unsupported
    /// Content that claims a format but is not valid in it (HTTP 422).
    case malformed
    /// The destination does not take this content (HTTP 422).
    case notAccepted
    /// The destination does not exist (HTTP 404).
    case destinationNotFound
}

/// The limits an import is checked against before anything is decoded or stored.
public enum ImportLimits {
    /// Largest body of one import: 20 MiB.
    public static let maximumBytes = 20 * 1024 * 1024
    /// Largest image, in pixels (width × height from the file's header): 40 megapixels.
    public static let maximumPixels = 40_000_000
    /// Largest side of an image, in pixels.
    public static let maximumSide = 20_000
    /// Largest calendar file: 256 KiB, at most 100 events.
    public static let maximumCalendarBytes = 256 * 1024
    public static let maximumEvents = 100
    /// Most items one text or link import creates (one per line).
    public static let maximumLines = 100
}
