/// A request the store refused, and why: the category of refusal (`Kind`, which the HTTP layer maps
/// to a status code) and a sentence for people.
///
/// Every refusal is raised before the request's write transaction or inside it, so the store is
/// unchanged when one is thrown. ``message`` names what was refused and why; it names nothing
/// internal. The store's refusals are ``DropError`` (drops and text drops), ``ImportError``
/// (content from other apps) and ``RepresentationError`` (an item's representation).
public struct Refusal<Kind: Sendable & Hashable>: Error, Sendable, Hashable, CustomStringConvertible {
    public var kind: Kind
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}
