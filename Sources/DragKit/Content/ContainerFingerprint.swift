/// A fingerprint of one container's order of items, kept up to date in O(1) by every insert and
/// removal, so undo can check that the content is as a change left it (S10) without holding a
/// copy of the list (issue 23: a held copy made the next change copy the whole list, O(n)).
///
/// The order is described by its adjacent pairs, with an empty place before the first item and
/// after the last: since an item is in a list at most once, the pairs give back the order
/// exactly (follow each item to the next). The fingerprint is the count and the wrapping sum
/// of a 64-bit mix of each pair, so inserting `x` between `a` and `b` takes `(a, b)` out and
/// adds `(a, x)` and `(x, b)`. Two different orders have equal fingerprints only by a hash
/// collision, a chance of about 2⁻⁶⁴ per comparison.
struct ContainerFingerprint: Hashable, Sendable {
    /// The number of items.
    private(set) var count = 0
    /// The sum of the pairs' mixes; an empty list has the single pair (empty, empty).
    private(set) var sum = ContainerFingerprint.mix(nil, nil)

    init() {}

    /// `item` was inserted between `before` and `after` (`nil`: the list's start or end). O(1).
    mutating func insert(_ item: ItemID, between before: ItemID?, and after: ItemID?) {
        sum = sum &- Self.mix(before, after) &+ Self.mix(before, item) &+ Self.mix(item, after)
        count += 1
    }

    /// `item`, between `before` and `after`, was removed. O(1).
    mutating func remove(_ item: ItemID, between before: ItemID?, and after: ItemID?) {
        sum = sum &- Self.mix(before, item) &- Self.mix(item, after) &+ Self.mix(before, after)
        count -= 1
    }

    /// The mix of the ordered pair (`first`, `second`): SplitMix64's finaliser over both ids,
    /// each widened so the empty place (0) differs from every id. O(1).
    static func mix(_ first: ItemID?, _ second: ItemID?) -> UInt64 {
        let a = first.map { UInt64($0.rawValue) &+ 1 } ?? 0
        let b = second.map { UInt64($0.rawValue) &+ 1 } ?? 0
        return finalise(finalise(a &* 0x9E37_79B9_7F4A_7C15) &+ b)
    }

    private static func finalise(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
