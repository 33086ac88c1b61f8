/// A type interned by a ``TypeHierarchy``: a dense index into its tables, given once when the
/// type is first declared or named (``TypeHierarchy/intern(_:)``) and valid only for that
/// hierarchy and the hierarchies copied from it.
///
/// Hosts and the engine decide acceptance on handles, so no `String` is hashed or compared on a
/// drag's paths (issue 23, A2): a ``TypeIdentifier`` is looked up once, at declaration.
public struct TypeHandle: Hashable, Comparable, Sendable {
    /// The index into the hierarchy's tables; 0 is ``TypeIdentifier/item``.
    public let rawValue: UInt32

    @inlinable
    init(_ rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// ``TypeIdentifier/item``, which every type conforms to.
    public static let item = TypeHandle(0)

    @inlinable
    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
