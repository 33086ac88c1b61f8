/// A set of interned types (``TypeHandle``s) as a bit set: what a destination accepts, or every
/// type one type conforms to (``TypeHierarchy/ancestors(of:)``). Deciding whether a type
/// conforms to any accepted one is one intersection of words, with no hashing (A2, issue 23).
///
/// Sets compare equal when they hold the same handles: a set only grows, and its last word is
/// never empty. Memory: one bit per handle up to the largest one held.
public struct TypeSet: Equatable, Sendable {
    private var words: [UInt64] = []

    /// The empty set. O(1).
    public init() {}

    /// The set holding `handles`. O(k + m/64) for k handles, m the largest.
    public init<S: Sequence>(_ handles: S) where S.Element == TypeHandle {
        for handle in handles { insert(handle) }
    }

    /// Whether the set holds no handle. O(m/64).
    public var isEmpty: Bool {
        words.allSatisfy { $0 == 0 }
    }

    /// Whether the set holds `handle`. O(1).
    public func contains(_ handle: TypeHandle) -> Bool {
        let (word, bit) = Self.place(of: handle)
        return word < words.count && words[word] & bit != 0
    }

    /// Adds `handle`. Amortised O(1); O(m/64) when the set grows to hold it.
    public mutating func insert(_ handle: TypeHandle) {
        let (word, bit) = Self.place(of: handle)
        if word >= words.count { words.append(contentsOf: repeatElement(0, count: word + 1 - words.count)) }
        words[word] |= bit
    }

    /// Adds every handle of `other`. O(m/64).
    public mutating func formUnion(_ other: TypeSet) {
        if other.words.count > words.count {
            words.append(contentsOf: repeatElement(0, count: other.words.count - words.count))
        }
        for index in other.words.indices { words[index] |= other.words[index] }
    }

    /// Whether the two sets share a handle. O(min(m, m')/64).
    public func intersects(_ other: TypeSet) -> Bool {
        for index in 0..<min(words.count, other.words.count) where words[index] & other.words[index] != 0 {
            return true
        }
        return false
    }

    /// The word and the bit that hold `handle`. O(1).
    private static func place(of handle: TypeHandle) -> (word: Int, bit: UInt64) {
        (Int(handle.rawValue >> 6), 1 << UInt64(handle.rawValue & 63))
    }
}
