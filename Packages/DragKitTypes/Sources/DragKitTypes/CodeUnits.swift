/// Identifiers (``TypeIdentifier``, ``KindName``) compare, hash and order by their UTF-8 code
/// units, not as `String`s do (by canonical equivalence): an identifier is a name a program
/// wrote, ASCII in practice, and two spellings of it are two identifiers. Comparing bytes also
/// keeps Unicode normalisation, and its tables, out of an engine that only ever compares
/// identifiers (issue 23: the wasm carries no normalisation tables). The engine compares the
/// strings it keeps in its state (labels, field names) the same way.
public enum CodeUnits {
    /// Whether `a` and `b` have the same UTF-8 code units. O(n).
    public static func equal(_ a: String, _ b: String) -> Bool {
        a.utf8.count == b.utf8.count && a.utf8.elementsEqual(b.utf8)
    }

    /// Feeds `string`'s UTF-8 code units and their count to `hasher`. O(n).
    public static func hash(_ string: String, into hasher: inout Hasher) {
        hasher.combine(string.utf8.count)
        for unit in string.utf8 { hasher.combine(unit) }
    }

    /// Whether `a` sorts before `b` by code units (for ASCII, the order `String` gives). O(n).
    public static func precedes(_ a: String, _ b: String) -> Bool {
        a.utf8.lexicographicallyPrecedes(b.utf8)
    }
}

/// A name a program wrote (``TypeIdentifier``, ``KindName``): a `String` that compares, hashes
/// and sorts by its code units (``CodeUnits``) and can be written as a string literal.
public protocol CodeUnitName: Hashable, Comparable, Sendable, ExpressibleByStringLiteral {
    var rawValue: String { get }
    init(_ rawValue: String)
}

extension CodeUnitName {
    public init(stringLiteral value: String) {
        self.init(value)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        CodeUnits.equal(lhs.rawValue, rhs.rawValue)
    }

    public func hash(into hasher: inout Hasher) {
        CodeUnits.hash(rawValue, into: &hasher)
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        CodeUnits.precedes(lhs.rawValue, rhs.rawValue)
    }
}
