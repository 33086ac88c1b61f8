/// The conformance relation between ``TypeIdentifier``s.
///
/// Starts with the system types (text, images, URLs, files, contacts, events) and takes
/// declarations of app types with ``declare(_:conformsTo:)``. A type that was never declared
/// conforms only to itself and to ``TypeIdentifier/item``.
public struct TypeHierarchy: Equatable, Sendable {
    private var parents: [TypeIdentifier: [TypeIdentifier]] = [:]

    /// A hierarchy holding the system types.
    public init() {
        declare(.data, conformsTo: [.item])
        declare(.text, conformsTo: [.data])
        declare(.plainText, conformsTo: [.text])
        declare(.styledText, conformsTo: [.text])
        declare(.html, conformsTo: [.text])
        declare(.url, conformsTo: [.data])
        declare(.fileURL, conformsTo: [.url])
        declare(.image, conformsTo: [.data])
        declare(.png, conformsTo: [.image])
        declare(.jpeg, conformsTo: [.image])
        declare(.pdf, conformsTo: [.data])
        declare(.contact, conformsTo: [.data])
        declare(.calendarEvent, conformsTo: [.data])
        // P1: a clipping is plain text in a file; text views take it back (see textClipping).
        declare(.textClipping, conformsTo: [.plainText])
    }

    /// Every type the hierarchy knows: ``TypeIdentifier/item``, the system types and the declared
    /// ones, once each, in no particular order. O(t).
    public var knownTypes: [TypeIdentifier] {
        [.item] + parents.keys.filter { $0 != .item }
    }

    /// Declares that `type` conforms to each of `parents` (and so to everything they conform to).
    public mutating func declare(_ type: TypeIdentifier, conformsTo parents: [TypeIdentifier]) {
        self.parents[type, default: []].append(contentsOf: parents)
    }

    /// Whether `type` is `other` or conforms to it, directly or through its parents.
    ///
    /// Complexity: O(d) in the number of declared ancestors of `type`.
    public func conforms(_ type: TypeIdentifier, to other: TypeIdentifier) -> Bool {
        if type == other || other == .item { return true }
        var pending = parents[type] ?? []
        var seen: Set<TypeIdentifier> = [type]
        while let next = pending.popLast() {
            if next == other { return true }
            if seen.insert(next).inserted {
                pending.append(contentsOf: parents[next] ?? [])
            }
        }
        return false
    }

    /// Whether `type` conforms to at least one of `accepted`; an empty list accepts everything.
    public func conforms(_ type: TypeIdentifier, toAnyOf accepted: [TypeIdentifier]) -> Bool {
        if accepted.isEmpty { return true }
        for candidate in accepted where conforms(type, to: candidate) {
            return true
        }
        return false
    }
}
