/// Why an item's representation could not be given.
public typealias RepresentationError = Refusal<RepresentationRefusal>

/// The category of a representation refusal; the HTTP layer maps each to a status code.
public enum RepresentationRefusal: Sendable, Hashable {
    /// No item has that id (HTTP 404).
    case itemNotFound
    /// The item does not offer the requested type (HTTP 415).
    case typeNotOffered
    /// The request is malformed: no type, or fields the type has not (HTTP 400).
    case invalidRequest
}
