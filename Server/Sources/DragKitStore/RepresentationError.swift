/// Why an item's representation could not be given.
public struct RepresentationError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// No item has that id (HTTP 404).
        case itemNotFound
        /// The item does not offer the requested type (HTTP 415).
        case typeNotOffered
        /// The request is malformed: no type, or fields the type has not (HTTP 400).
        case invalidRequest
    }

    public var kind: Kind
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}
