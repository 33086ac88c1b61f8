/// Why a drop was refused.
///
/// Every `DropError` is raised before or inside the drop's write transaction,
/// so when one is thrown the database is unchanged. ``message`` is meant for
/// people: it names the offending field, item or list.
public struct DropError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The category of refusal; the HTTP layer maps each to a status code.
    public enum Kind: Sendable, Hashable {
        /// The request itself is malformed: wrong counts, duplicate or invalid
        /// ids, `copies` given for a move, `index` out of range (HTTP 400).
        case invalidRequest
        /// The source or destination list does not exist (HTTP 404).
        case listNotFound
        /// The request no longer matches the stored state: an item is not in the
        /// source list any more, or a copy id is already taken (HTTP 409).
        case conflict
        /// The destination list does not accept the type of a dragged item (HTTP 422).
        case typeNotAccepted
    }

    public var kind: Kind
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}
