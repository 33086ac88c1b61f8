/// One form in which an item's content can be handed over at a drop: its type and how many bytes
/// it takes (S12, S14).
///
/// A source lists an item's representations from highest to lowest fidelity (a native chart,
/// then a PDF, then a PNG with transparency, then a JPEG). A destination takes the first one it
/// accepts (A2).
public struct Representation: Hashable, Sendable {
    /// What the content is in this form.
    public var type: TypeIdentifier
    /// The total size in bytes, known before the transfer starts, so a destination can show real
    /// progress (S14). 0 when negligible or unknown.
    public var byteCount: UInt64
    /// Whether the data must be fetched or produced before the drop can land (a file from a
    /// server, a rendering): such a drop loads only once released, behind a placeholder (S14, F9).
    /// `false` for data the engine's host already has at hand.
    public var needsLoading: Bool

    public init(type: TypeIdentifier, byteCount: UInt64 = 0, needsLoading: Bool = false) {
        self.type = type
        self.byteCount = byteCount
        self.needsLoading = needsLoading
    }
}

/// The representations a source offers for one item, highest fidelity first (S12).
///
/// A value type registered with the item (``Item/provider``): nothing is loaded when it is
/// declared or while the content is dragged; data moves only at the drop (S14).
///
/// ```swift
/// let chart = Item(id: 7, type: "com.example.chart", label: "Sales", provider: ItemProvider([
///     Representation(type: "com.example.chart", byteCount: 12_000),
///     Representation(type: .pdf, byteCount: 80_000),
///     Representation(type: .png, byteCount: 240_000, needsLoading: true),
/// ]))
/// ```
public struct ItemProvider: Hashable, Sendable {
    /// The representations, in fidelity order (richest first), exactly as given.
    public var representations: [Representation]

    /// A provider offering `representations` in the order given (richest first).
    public init(_ representations: [Representation] = []) {
        self.representations = representations
    }

    /// The sum of the representations' sizes in bytes.
    public var totalByteCount: UInt64 {
        var total: UInt64 = 0
        for representation in representations { total &+= representation.byteCount }
        return total
    }
}
