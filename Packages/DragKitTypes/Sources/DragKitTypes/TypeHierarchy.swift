/// The conformance relation between ``TypeIdentifier``s.
///
/// Starts with the system types (text, images, URLs, files, contacts, events) and takes
/// declarations of app types with ``declare(_:conformsTo:)``. A type that was never declared
/// conforms only to itself and to ``TypeIdentifier/item``.
///
/// ## Interned types
///
/// The hierarchy interns every type it is told about: a declared type and the parents it
/// names each get a dense ``TypeHandle``, found by a binary search over the names in
/// code-unit order (no hashing), and each handle keeps the set of every type it conforms to,
/// kept closed under each declaration. Deciding conformance on handles is then a bit test, and
/// acceptance by a destination (``conforms(_:toAnyOf:)-(TypeHandle,TypeSet)``) an intersection
/// of words: the engine interns item and destination types once, when they are declared, and
/// never hashes or compares a `String` on a drag's paths (issue 23, A2). The `TypeIdentifier`
/// forms below look their types up (O(log t) comparisons of names) and answer the same.
///
/// Two hierarchies are equal when they name the same types in the same order of first mention
/// and every type conforms to the same ones. Memory: O(t²/64) bits for t types.
public struct TypeHierarchy: Equatable, Sendable {
    /// Each handle's name; handle 0 is ``TypeIdentifier/item``.
    private var names: [TypeIdentifier] = [.item]
    /// The handles in code-unit order of their names, for ``handle(of:)``.
    private var byName: [TypeHandle] = [.item]
    /// Each handle's ancestors: itself, ``TypeIdentifier/item`` and every type it conforms to,
    /// directly or through its parents.
    private var ancestorSets: [TypeSet] = [TypeSet([.item])]

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

    /// Every type the hierarchy knows: ``TypeIdentifier/item``, the system types, the declared
    /// ones and the parents and other types they were told about, once each, in the order they
    /// were first named. O(t).
    public var knownTypes: [TypeIdentifier] { names }

    // MARK: Declarations

    /// Declares that `type` conforms to each of `parents` (and so to everything they conform
    /// to), interning each. O(p · t²/64) for p parents and t known types: every type that
    /// conforms to `type` gains the parents' ancestors.
    public mutating func declare(_ type: TypeIdentifier, conformsTo parents: [TypeIdentifier]) {
        let child = intern(type)
        for parent in parents {
            let gained = ancestorSets[Int(intern(parent).rawValue)]
            // Adding the edge child → parent: whatever reaches `child` now reaches all that
            // `parent` reaches (the closure stays closed, cycles included).
            for index in ancestorSets.indices where ancestorSets[index].contains(child) {
                ancestorSets[index].formUnion(gained)
            }
        }
    }

    /// The handle of `type`, interning it (with no parents but ``TypeIdentifier/item``) if the
    /// hierarchy has not met it. O(log t) comparisons of names, plus O(t) to insert a new one.
    @discardableResult
    public mutating func intern(_ type: TypeIdentifier) -> TypeHandle {
        let position = insertionPoint(of: type)
        if position < byName.count, names[Int(byName[position].rawValue)] == type { return byName[position] }
        let handle = TypeHandle(UInt32(names.count))
        names.append(type)
        byName.insert(handle, at: position)
        ancestorSets.append(TypeSet([handle, .item]))
        return handle
    }

    /// The set of the handles of `types`, interning each: what a destination accepting `types`
    /// takes, for ``conforms(_:toAnyOf:)-(TypeHandle,TypeSet)``. O(k log t) for k types.
    public mutating func intern(_ types: [TypeIdentifier]) -> TypeSet {
        TypeSet(types.map { intern($0) })
    }

    // MARK: Lookups

    /// The handle of `type`, or `nil` if the hierarchy never met it. O(log t) comparisons.
    public func handle(of type: TypeIdentifier) -> TypeHandle? {
        let position = insertionPoint(of: type)
        guard position < byName.count, names[Int(byName[position].rawValue)] == type else { return nil }
        return byName[position]
    }

    /// The identifier `handle` was interned for. O(1).
    public func name(of handle: TypeHandle) -> TypeIdentifier {
        names[Int(handle.rawValue)]
    }

    /// Every type `handle` conforms to, itself and ``TypeIdentifier/item`` included. O(1).
    public func ancestors(of handle: TypeHandle) -> TypeSet {
        ancestorSets[Int(handle.rawValue)]
    }

    /// Where `type` is or would go in ``byName``. O(log t) comparisons.
    private func insertionPoint(of type: TypeIdentifier) -> Int {
        var low = 0, high = byName.count
        while low < high {
            let middle = (low + high) / 2
            if names[Int(byName[middle].rawValue)] < type { low = middle + 1 } else { high = middle }
        }
        return low
    }

    // MARK: Conformance

    /// Whether `type` is `other` or conforms to it, directly or through its parents. O(1).
    public func conforms(_ type: TypeHandle, to other: TypeHandle) -> Bool {
        ancestorSets[Int(type.rawValue)].contains(other)
    }

    /// Whether `type` conforms to at least one of `accepted`; an empty set accepts everything.
    /// O(t/64).
    public func conforms(_ type: TypeHandle, toAnyOf accepted: TypeSet) -> Bool {
        accepted.isEmpty || ancestorSets[Int(type.rawValue)].intersects(accepted)
    }

    /// Whether `type` is `other` or conforms to it, directly or through its parents.
    ///
    /// Complexity: O(log t) comparisons of names, to look both up.
    public func conforms(_ type: TypeIdentifier, to other: TypeIdentifier) -> Bool {
        if type == other || other == .item { return true }
        guard let type = handle(of: type), let other = handle(of: other) else { return false }
        return conforms(type, to: other)
    }

    /// Whether `type` conforms to at least one of `accepted`; an empty list accepts everything.
    /// O(k log t) for k accepted types.
    public func conforms(_ type: TypeIdentifier, toAnyOf accepted: [TypeIdentifier]) -> Bool {
        if accepted.isEmpty { return true }
        for candidate in accepted where conforms(type, to: candidate) {
            return true
        }
        return false
    }
}
