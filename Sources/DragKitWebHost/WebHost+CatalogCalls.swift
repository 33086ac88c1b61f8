import DragKit
import DragKitTypes

// The catalogue declared through typed calls (Docs/Catalog.md, issue 23): the page parses the
// JSON with `JSON.parse`, checks it against the schema (`Web/dragkit/dragkit-catalog.js`, with
// the messages `DragKitCatalog` gives natively) and declares it part by part through these
// calls, so the wasm carries no JSON reader. They check what they are given again (a host that
// skipped the checks can't make the engine trap or take nonsense), refusing with a message.

extension WebHost {
    /// What a kind declares, bit by bit, in ``declareCatalogKind(_:present:values:accepts:textAccepts:previewWidth:previewHeight:)``:
    /// `present` says which keys the kind has, `values` holds the small ones.
    public enum CatalogKindBits {
        public static let axis: UInt32 = 1 << 0
        public static let accepts: UInt32 = 1 << 1
        public static let undoable: UInt32 = 1 << 2
        public static let confirmation: UInt32 = 1 << 3
        public static let crossOperation: UInt32 = 1 << 4
        public static let dragging: UInt32 = 1 << 5
        public static let requestedFields: UInt32 = 1 << 6
        public static let placesByDropPoint: UInt32 = 1 << 7
        public static let dropPreviewSize: UInt32 = 1 << 8
        public static let task: UInt32 = 1 << 9
        public static let text: UInt32 = 1 << 10
        public static let textRich: UInt32 = 1 << 11
        public static let textAccepts: UInt32 = 1 << 12
        // In `values`: bits 0–1 the axis (0 vertical, 1 horizontal, 2 grid, 3 rows), bit 2
        // undoable, bit 3 confirmation after (else before), bits 4–5 the cross operation (0 copy,
        // 1 move, 2 link), bit 6 dragging, bit 7 places by drop point, bit 8 rich text, bits
        // 9–10 the task (0 print, 1 upload, 2 share).
    }

    /// Starts declaring a catalogue call by call; nothing changes until ``commitCatalog()``.
    public mutating func beginCatalog() {
        pendingCatalog = (Catalog(), nil)
    }

    /// Declares app type `id` conforming to `parents` (type identifiers separated by spaces).
    /// Returns 0, or 1 when no catalogue is being declared or a type is not an identifier.
    public mutating func declareCatalogType(_ id: String, conformsTo parents: String) -> Int32 {
        guard let type = Self.typeIdentifier(id) else { return refuseCall("a type declares '" + id + "'") }
        guard let list = Self.typeList(parents) else { return refuseCall("'" + id + "' conforms to a type that is not an identifier") }
        return change { $0.declare(TypeDeclaration(type, conformsTo: list)) }
    }

    /// Declares kind `name`: `present` and `values` as ``CatalogKindBits`` says, `accepts` and
    /// `textAccepts` types separated by spaces, the preview size
    /// in whole points 1–10000. Returns 0 or 1 (see ``declareCatalogType(_:conformsTo:)``).
    public mutating func declareCatalogKind(
        _ name: String, present: UInt32, values: UInt32, accepts: String, textAccepts: String,
        previewWidth: Double, previewHeight: Double
    ) -> Int32 {
        typealias Bits = CatalogKindBits
        var kind = CatalogKind()
        if present & Bits.axis != 0 {
            kind.axis = [CatalogKind.Axis.vertical, .horizontal, .grid, .rows][Int(values & 3)]
        }
        if present & Bits.accepts != 0 {
            guard let list = Self.typeList(accepts) else { return refuseCall("kind '" + name + "' accepts a type that is not an identifier") }
            kind.accepts = list
        }
        if present & Bits.undoable != 0 { kind.undoable = values & 4 != 0 }
        if present & Bits.confirmation != 0 { kind.confirmation = values & 8 != 0 ? .after : .before }
        if present & Bits.crossOperation != 0 {
            switch (values >> 4) & 3 {
            case 0: kind.crossOperation = .copy
            case 1: kind.crossOperation = .move
            case 2: kind.crossOperation = .link
            default: return refuseCall("kind '" + name + "' has an unknown cross operation")
            }
        }
        if present & Bits.dragging != 0 { kind.allowsDragging = values & 64 != 0 }
        if present & Bits.requestedFields != 0 { kind.requestedFields = [] }  // filled by declareCatalogRequestedField
        if present & Bits.placesByDropPoint != 0 { kind.placesByDropPoint = values & 128 != 0 }
        if present & Bits.dropPreviewSize != 0 {
            guard let width = Self.whole(previewWidth, in: 1...10_000), let height = Self.whole(previewHeight, in: 1...10_000) else {
                return refuseCall("kind '" + name + "' has a drop preview size outside 1–10000 points")
            }
            kind.dropPreviewSize = CatalogKind.PreviewSize(width: Int(width), height: Int(height))
        }
        if present & Bits.task != 0 {
            guard let task = CatalogKind.Task(rawValue: UInt8((values >> 9) & 3)) else {
                return refuseCall("kind '" + name + "' has an unknown task")
            }
            kind.task = task
        }
        if present & Bits.text != 0 {
            var text = CatalogKind.Text()
            if present & Bits.textRich != 0 { text.isRich = values & 256 != 0 }
            if present & Bits.textAccepts != 0 {
                guard let list = Self.typeList(textAccepts) else { return refuseCall("kind '" + name + "' has text accepting a type that is not an identifier") }
                text.accepts = list
            }
            kind.text = text
        }
        return change { $0.declare(kind: KindName(name), kind) }
    }

    /// Adds `field` to the requested fields of kind `name` (declared before, A3). Returns 0 or 1.
    public mutating func declareCatalogRequestedField(kind name: String, _ field: String) -> Int32 {
        guard var kind = catalogKind(name) else { return refuseCall("a field is requested for the undeclared kind '" + name + "'") }
        var fields = kind.requestedFields ?? []
        guard fields.count < Catalog.maximumEntries else { return refuseCall("kind '" + name + "' requests too many fields") }
        fields.append(field)
        kind.requestedFields = fields
        return change { $0.declare(kind: KindName(name), kind) }
    }

    /// Adds a representation to those items of `type` offer (richest first): of type
    /// `representation`, a fixed size `fixedBytes` (negative: none), else `defaultBytes` or the
    /// hint scaled by `scaleNumerator / scaleDenominator`, at least `minimumBytes`; `load` when
    /// the data comes from the host at the drop. Sizes are whole bytes up to 2^53, the scale's
    /// numerator 0–1000000 and denominator 1–1000000. Returns 0 or 1.
    public mutating func declareCatalogRepresentation(
        of type: String, _ representation: String, fixedBytes: Double, defaultBytes: Double,
        scaleNumerator: Double, scaleDenominator: Double, minimumBytes: Double, load: Bool
    ) -> Int32 {
        guard let itemType = Self.typeIdentifier(type), let offered = Self.typeIdentifier(representation) else {
            return refuseCall("a representation of '" + type + "' is not a type identifier")
        }
        let bytes: ClosedRange<Double> = 0...9_007_199_254_740_992
        guard let defaultBytes = Self.whole(defaultBytes, in: bytes), let minimumBytes = Self.whole(minimumBytes, in: bytes),
              let numerator = Self.whole(scaleNumerator, in: 0...1_000_000), let denominator = Self.whole(scaleDenominator, in: 1...1_000_000),
              fixedBytes < 0 || Self.whole(fixedBytes, in: bytes) != nil
        else { return refuseCall("a representation of '" + type + "' has a size or scale out of range") }
        let entry = CatalogRepresentation(
            type: offered, fixedBytes: fixedBytes < 0 ? nil : UInt64(fixedBytes), scale: (numerator, denominator),
            defaultBytes: defaultBytes, minimumBytes: minimumBytes, needsLoading: load)
        let list = (pendingCatalog?.catalog.representations[itemType] ?? []) + [entry]
        guard list.count <= Catalog.maximumEntries else { return refuseCall("'" + type + "' has too many representations") }
        return change { $0.declare(representations: list, of: itemType) }
    }

    /// Declares the catalogue the calls since ``beginCatalog()`` made, as ``declare(_:)`` does.
    /// Returns 0; 1 with `{"error": "catalog: …"}` in ``output`` when no catalogue was begun or
    /// a call was refused, keeping the catalogue and engine as they were.
    public mutating func commitCatalog() -> Int32 {
        defer { pendingCatalog = nil }
        guard let pending = pendingCatalog else { return refuse(CatalogError("catalog: nothing was declared (begin a catalogue first)")) }
        if let error = pending.error { return refuse(error) }
        declare(pending.catalog)
        return 0
    }

    // MARK: Checks

    private func catalogKind(_ name: String) -> CatalogKind? {
        pendingCatalog?.catalog.kinds[KindName(name)]
    }

    /// Applies `body` to the pending catalogue; 1 when none is begun or one call was refused.
    private mutating func change(_ body: (inout Catalog) -> Void) -> Int32 {
        guard var pending = pendingCatalog, pending.error == nil else { return 1 }
        pendingCatalog = nil  // keep the catalogue uniquely referenced while it changes
        body(&pending.catalog)
        pendingCatalog = pending
        return 0
    }

    /// Marks the pending catalogue refused with `reason` (the first reason is kept). Returns 1.
    private mutating func refuseCall(_ reason: String) -> Int32 {
        if pendingCatalog != nil, pendingCatalog?.error == nil {
            pendingCatalog?.error = CatalogError("catalog: " + reason)
        }
        return 1
    }

    /// A type identifier: not empty, no spaces or control characters (Docs/Catalog.md).
    static func typeIdentifier(_ text: String) -> TypeIdentifier? {
        text.isEmpty || text.utf8.contains(where: { $0 <= 0x20 }) ? nil : TypeIdentifier(text)
    }

    /// Type identifiers separated by single spaces; `nil` when there are too many or one is empty.
    static func typeList(_ text: String) -> [TypeIdentifier]? {
        if text.isEmpty { return [] }
        var list: [TypeIdentifier] = []
        for part in fields(of: text, separatedBy: 0x20) {
            guard !part.isEmpty, list.count < Catalog.maximumEntries, !part.utf8.contains(where: { $0 < 0x20 }) else { return nil }
            list.append(TypeIdentifier(part))
        }
        return list
    }

    /// `value` as a whole number in `range`, or `nil` (fractions, NaN, infinities, out of range).
    static func whole(_ value: Double, in range: ClosedRange<Double>) -> UInt64? {
        range.contains(value) && value.rounded(.towardZero) == value ? UInt64(value) : nil
    }
}
