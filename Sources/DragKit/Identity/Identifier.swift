/// A small integer that names one kind of thing in the engine, tagged by `Kind` so that an item
/// id can never be passed where a container id is expected.
///
/// Identifiers are integers so that the engine's hot paths hash and compare cheaply; hosts keep
/// their own mapping to richer keys (the web host maps them to `data-dk-*` strings).
public struct Identifier<Kind: IdentifierKind>: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral {
    public var rawValue: UInt32

    @inlinable
    public init(_ rawValue: UInt32) {
        self.rawValue = rawValue
    }

    @inlinable
    public init(integerLiteral value: UInt32) {
        self.rawValue = value
    }

    @inlinable
    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The hash a `Dictionary` or `Set` keyed by identifiers files this one under: the 32-bit
    /// value and the table's seed mixed by SplitMix64's finaliser, a few multiplies and shifts
    /// instead of a SipHash pass over one word (about 190 instructions a lookup, four of them on
    /// every pointer move, F2; issue 23). Consistent with `==`, which compares `rawValue` only;
    /// `hash(into:)` stays the synthesised one. O(1).
    @inlinable
    public func _rawHashValue(seed: Int) -> Int {
        var z = UInt64(rawValue) &+ UInt64(bitPattern: Int64(seed)) &* 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int(truncatingIfNeeded: z ^ (z >> 31))
    }
}

/// The kinds of things that ``Identifier`` names. A tag only; it has no members.
public protocol IdentifierKind: Sendable {}

/// Tag for ``ItemID``.
public enum ItemKind: IdentifierKind {}
/// Tag for ``ContainerID``.
public enum ContainerKind: IdentifierKind {}
/// Tag for ``PointerID``.
public enum PointerTag: IdentifierKind {}
/// Tag for ``TransferID``.
public enum TransferKind: IdentifierKind {}

/// One piece of content that can be dragged (a row, a photo, a file).
public typealias ItemID = Identifier<ItemKind>
/// One place that holds content and may accept drops (a list, a grid, a folder, a text view).
public typealias ContainerID = Identifier<ContainerKind>
/// Tag for ``TaskID``.
public enum TaskKind: IdentifierKind {}
/// One task started by a drop on a task control, such as printing or uploading (F10).
public typealias TaskID = Identifier<TaskKind>
/// One pointer, finger or pen, as numbered by the host. Each pointer drives at most one drag
/// session, so a pointer id also names its session (S9: one session per pointer).
public typealias PointerID = Identifier<PointerTag>
/// One drop being committed by the host (stored, uploaded, copied).
public typealias TransferID = Identifier<TransferKind>
