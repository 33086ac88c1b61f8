import DragKit

/// What a catalogue says about one kind of container (`"kinds": {"album": {…}}`): each field
/// left `nil` keeps what the container's markup says. See `Docs/Catalog.md`.
public struct CatalogKind: Hashable, Sendable {
    /// How a kind lays out its items (`"axis"`).
    public enum Axis: Hashable, Sendable {
        /// Always this axis, whatever the markup says.
        case fixed(ContainerPolicy.Axis)
        /// `"rows"`: one row (horizontal), or wrapping rows where the markup says grid (F6).
        case rows
    }

    public var axis: Axis?
    /// The types taken where the markup names none (`"accepts"`).
    public var accepts: [TypeIdentifier]?
    public var undoable: Bool?
    public var confirmation: DropConfirmation?
    public var crossOperation: DropOperation?
    public var allowsDragging: Bool?
    public var requestedFields: [String]?
    public var placesByDropPoint: Bool?
    public var dropPreviewSize: Size?
    /// A drop starts a task of this kind instead of storing content (F10).
    public var task: TaskVerb?
    /// Text views of this kind: rich (keep dropped styles) or plain (adopt the drop's, A4).
    public var isRichText: Bool?
    /// The item types a text view of this kind takes, replacing ``accepts`` for its text.
    public var textAccepts: [TypeIdentifier]?

    public init() {}

    /// `base` (the markup's policy) as this kind adjusts it. O(1) plus the copied lists.
    public func policy(from base: ContainerPolicy) -> ContainerPolicy {
        var policy = base
        switch axis {
        case .fixed(let fixed)?: policy.axis = fixed
        case .rows?: if policy.axis != .grid { policy.axis = .horizontal }
        case nil: break
        }
        if let accepts, policy.acceptedTypes.isEmpty { policy.acceptedTypes = accepts }
        if let dropPreviewSize { policy.dropPreviewSize = dropPreviewSize }
        if let undoable { policy.dropsAreUndoable = undoable }
        if let confirmation { policy.confirmation = confirmation }
        if let task { policy.role = .task(task) }
        if let allowsDragging { policy.allowsDragging = allowsDragging }
        if let requestedFields { policy.requestedFields = requestedFields }
        if let crossOperation { policy.crossContainerOperation = crossOperation }
        if let placesByDropPoint { policy.placesByDropPoint = placesByDropPoint }
        return policy
    }

    /// A text view's options (`base`, from its markup) as this kind adjusts them.
    public func textOptions(from base: HostCatalog.TextOptions) -> HostCatalog.TextOptions {
        var options = base
        if let isRichText { options.isRichText = isRichText }
        if let textAccepts { options.acceptedItemTypes = textAccepts }
        return options
    }
}

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
        let (whole, overflow) = (bytes / scale.denominator).multipliedReportingOverflow(by: scale.numerator)
        let part = bytes % scale.denominator * scale.numerator / scale.denominator
        let scaled = overflow ? UInt64.max : whole.addingReportingOverflow(part).overflow ? UInt64.max : whole + part
        return max(scaled, minimumBytes)
    }

    /// The engine's representation for an item whose hint is `hint`.
    public func representation(hint: UInt64) -> Representation {
        Representation(type: type, byteCount: byteCount(hint: hint), needsLoading: needsLoading)
    }
}
