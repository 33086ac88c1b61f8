/// The name of a kind of container (`data-dk-kind`, the catalogue's `"kinds"` keys), such as
/// `"board-column"`.
///
/// Names are equal when their UTF-8 code units are, and sort by them (``CodeUnits``), like
/// ``TypeIdentifier``. O(n) in the name's length to compare or hash.
public struct KindName: Hashable, Comparable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var rawValue: String

    @inlinable
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    @inlinable
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    public var description: String { rawValue }

    public static func == (lhs: KindName, rhs: KindName) -> Bool {
        CodeUnits.equal(lhs.rawValue, rhs.rawValue)
    }

    public func hash(into hasher: inout Hasher) {
        CodeUnits.hash(rawValue, into: &hasher)
    }

    public static func < (lhs: KindName, rhs: KindName) -> Bool {
        CodeUnits.precedes(lhs.rawValue, rhs.rawValue)
    }
}
