/// One representation an item type offers (`"representations": {"T": [{…}]}`), and how its
/// size follows the item's size hint (`data-dk-bytes`).
public struct CatalogRepresentation: Hashable, Sendable {
    public var type: TypeIdentifier
    /// A fixed size (`"bytes"`), ignoring the hint.
    public var fixedBytes: UInt64?
    /// The hint is multiplied by `scale.0 / scale.1` (`"scale": [13, 10]`).
    public var scale: (numerator: UInt64, denominator: UInt64)
    /// The size taken when the page gives no hint (`"default"`), before scaling.
    public var defaultBytes: UInt64
    /// The least the scaled size can be (`"minimum"`).
    public var minimumBytes: UInt64
    /// Whether the data comes from the host at the drop (`"load"`, S14).
    public var needsLoading: Bool

    public init(
        type: TypeIdentifier, fixedBytes: UInt64? = nil, scale: (UInt64, UInt64) = (1, 1),
        defaultBytes: UInt64 = 0, minimumBytes: UInt64 = 0, needsLoading: Bool = false
    ) {
        self.type = type
        self.fixedBytes = fixedBytes
        self.scale = scale
        self.defaultBytes = defaultBytes
        self.minimumBytes = minimumBytes
        self.needsLoading = needsLoading
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.type == rhs.type && lhs.fixedBytes == rhs.fixedBytes && lhs.scale == rhs.scale
            && lhs.defaultBytes == rhs.defaultBytes && lhs.minimumBytes == rhs.minimumBytes
            && lhs.needsLoading == rhs.needsLoading
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        hasher.combine(fixedBytes)
        hasher.combine(scale.numerator)
        hasher.combine(scale.denominator)
        hasher.combine(defaultBytes)
        hasher.combine(minimumBytes)
        hasher.combine(needsLoading)
    }

    /// The size for an item whose page hint is `hint` (0: unknown): fixed, or the hint (else
    /// the default) scaled, at least the minimum. Saturates instead of overflowing. O(1).
    public func byteCount(hint: UInt64) -> UInt64 {
        if let fixedBytes { return fixedBytes }
        let bytes = hint > 0 ? hint : defaultBytes
        // A zero denominator (only a host that skipped validation declares one) counts as 1.
        let denominator = max(scale.denominator, 1)
        let (whole, overflow) = (bytes / denominator).multipliedReportingOverflow(by: scale.numerator)
        let part = bytes % denominator * scale.numerator / denominator
        let scaled = overflow ? UInt64.max : whole.addingReportingOverflow(part).overflow ? UInt64.max : whole + part
        return max(scaled, minimumBytes)
    }

    /// The engine's representation for an item whose hint is `hint`.
    public func representation(hint: UInt64) -> Representation {
        Representation(type: type, byteCount: byteCount(hint: hint), needsLoading: needsLoading)
    }
}
