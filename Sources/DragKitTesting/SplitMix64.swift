/// SplitMix64, a small, fast, seeded pseudo-random generator (Steele, Lea and Flood, 2014):
/// the same seed gives the same sequence on every platform, so a randomized test or a benchmark
/// can be replayed from its seed.
///
/// Not for cryptography. Each ``next()`` is O(1).
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// let index = random.below(10)           // 0..<10
/// let item = items.randomElement(using: &random)
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable, Equatable {
    /// The generator's whole state: the seed advanced by the golden-ratio increment once per
    /// number drawn.
    public private(set) var state: UInt64

    /// A generator whose sequence follows from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next number of the sequence.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`, by modulo (the tiny bias does not matter for picking test
    /// cases). Precondition: `bound` > 0.
    public mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0, "SplitMix64.below needs a positive bound")
        return Int(next() % UInt64(bound))
    }
}
