/// The name of a kind of container (`data-dk-kind`, the catalogue's `"kinds"` keys), such as
/// `"board-column"`.
///
/// Names are equal when their UTF-8 code units are, and sort by them (``CodeUnits``), like
/// ``TypeIdentifier``. O(n) in the name's length to compare or hash.
public struct KindName: CodeUnitName, CustomStringConvertible {
    public var rawValue: String

    @inlinable
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }
}
