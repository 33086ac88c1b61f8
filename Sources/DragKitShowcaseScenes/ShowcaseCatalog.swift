import DragKit
import DragKitWebHost

// The showcase's app logic (Docs/Showcase.md, "Kinds" and "Item types"): what each kind of
// container does and what each type of item offers. Compiled into the showcase's wasm module;
// the page only names kinds (`data-dk-kind`) and types (`data-dk-type`).

/// The showcase's item types.
public enum ShowcaseType {
    public static let reminder: TypeIdentifier = "com.dragkit.reminder"
    public static let note: TypeIdentifier = "com.dragkit.note"
    public static let photo: TypeIdentifier = "com.dragkit.photo"
    public static let event: TypeIdentifier = "com.dragkit.event"
    public static let clipping: TypeIdentifier = "com.dragkit.clipping"
    public static let folder: TypeIdentifier = "public.folder"
    public static let file: TypeIdentifier = "public.file"
    public static let app: TypeIdentifier = "com.dragkit.app"
    public static let chart: TypeIdentifier = "com.dragkit.chart"
    public static let chartData: TypeIdentifier = "com.dragkit.chart-data"
}

/// The showcase's kinds of containers.
public enum ShowcaseKind {
    public static let textKinds: Set<String> = ["note", "field", "mailbody"]
}

extension HostCatalog {
    /// The showcase's catalogue.
    public static var showcase: HostCatalog {
        HostCatalog(
            declarations: ShowcaseCatalog.declarations,
            policy: { kind, base in ShowcaseCatalog.policy(kind: kind, base: base) },
            textOptions: { kind, base in ShowcaseCatalog.textOptions(kind: kind, base: base) },
            provider: { type, hints in ShowcaseCatalog.provider(type: type, byteCount: hints.byteCount) })
    }
}

/// The showcase's catalogue as plain functions (``HostCatalog/showcase`` wraps them).
public enum ShowcaseCatalog {
    /// A photo's native type is *not* an image: a destination taking `public.image`
    /// (attachments) negotiates the PNG it offers, while the album takes the photo itself with
    /// its metadata (A2, S12).
    public static let declarations: [HostCatalog.TypeDeclaration] = [
        .init(ShowcaseType.reminder, conformsTo: [.data]),
        .init(ShowcaseType.note, conformsTo: [.data]),
        .init(ShowcaseType.photo, conformsTo: [.data]),
        .init(ShowcaseType.event, conformsTo: [.data]),
        .init(ShowcaseType.clipping, conformsTo: [.text]),
        .init(ShowcaseType.folder, conformsTo: [.data]),
        .init(ShowcaseType.file, conformsTo: [.data]),
        .init(ShowcaseType.app, conformsTo: [.data]),
        .init(ShowcaseType.chart, conformsTo: [.data]),
        .init(ShowcaseType.chartData, conformsTo: [.data]),
    ]

    /// The size the attachments strip shows a dropped image at (F3).
    public static let attachmentSize = Size(width: 96, height: 72)

    /// A kind's policy. Where the markup names no accepted types, the kind's own apply.
    public static func policy(kind: String, base: ContainerPolicy) -> ContainerPolicy {
        var policy = base
        func accepting(_ types: [TypeIdentifier]) {
            if policy.acceptedTypes.isEmpty { policy.acceptedTypes = types }
        }
        // Items in rows: one row, or wrapping rows when the markup says grid (F6).
        func layOutInRows() {
            if policy.axis != .grid { policy.axis = .horizontal }
        }
        switch kind {
        case "note", "mailbody":
            accepting([ShowcaseType.clipping, .plainText])
        case "field":
            accepting([.plainText])
        case "attachments":
            layOutInRows()
            accepting([.image])
            policy.dropPreviewSize = attachmentSize
        case "grid":
            layOutInRows()
        case "album":
            layOutInRows()
            accepting([ShowcaseType.photo])
            policy.dropsAreUndoable = false
            policy.confirmation = .cancelStepAfter
        case "print":
            policy.role = .task(TaskControl(verb: "print", ongoing: "Printing", completed: "Printed"))
            policy.allowsDragging = false
        case "recipients":
            accepting([.vCard])
            policy.requestedFields = ["name", "email"]
        case "day":
            accepting([ShowcaseType.event])
            policy.crossContainerOperation = .move
            policy.placesByDropPoint = true  // S2: a drop within the day moves the event to the time under the pointer
        case "folder":
            policy.crossContainerOperation = .move
        case "dropbox":
            policy.allowsDragging = false
            policy.dropsAreUndoable = false
            policy.confirmation = .before
        case "springboard", "dock", "appfolder":
            layOutInRows()
            policy.crossContainerOperation = .move
        case "dashboard":
            accepting([ShowcaseType.chartData])
        default:
            break
        }
        return policy
    }

    /// Text kinds: `field` is plain text (dropped text adopts its style, A4); `note` and
    /// `mailbody` are rich and take text clippings and plain text (P1).
    public static func textOptions(kind: String, base: HostCatalog.TextOptions) -> HostCatalog.TextOptions {
        var options = base
        switch kind {
        case "field":
            options.isRichText = false
        case "note", "mailbody":
            options.isRichText = true
        default:
            break
        }
        return options
    }

    /// An item's representations, richest first, sized from the page's hint (`bytes`).
    public static func provider(type: TypeIdentifier, byteCount: UInt64) -> ItemProvider {
        func scaled(_ bytes: UInt64, _ numerator: UInt64, _ denominator: UInt64) -> UInt64 {
            bytes / denominator * numerator + bytes % denominator * numerator / denominator
        }
        switch type {
        case ShowcaseType.photo:
            // Every form of a photo comes from the server at the drop (S12, S14).
            let bytes = byteCount > 0 ? byteCount : 3_400_000
            return ItemProvider([
                Representation(type: ShowcaseType.photo, byteCount: bytes, needsLoading: true),
                Representation(type: .png, byteCount: scaled(bytes, 13, 10), needsLoading: true),
                Representation(type: .jpeg, byteCount: scaled(bytes, 35, 100), needsLoading: true),
            ])
        case ShowcaseType.chart:
            let bytes = byteCount > 0 ? byteCount : 2_000
            return ItemProvider([
                Representation(type: ShowcaseType.chartData, byteCount: bytes),
                Representation(type: .png, byteCount: max(bytes * 40, 60_000), needsLoading: true),
            ])
        case .vCard:
            return ItemProvider([Representation(type: .vCard, byteCount: byteCount > 0 ? byteCount : 300)])
        case ShowcaseType.event:
            return ItemProvider([
                Representation(type: ShowcaseType.event, byteCount: byteCount),
                Representation(type: .calendarEvent, byteCount: 600, needsLoading: true),
            ])
        case ShowcaseType.clipping:
            return ItemProvider([
                Representation(type: ShowcaseType.clipping, byteCount: byteCount),
                Representation(type: .plainText, byteCount: byteCount, needsLoading: true),
            ])
        case ShowcaseType.note:
            return ItemProvider([
                Representation(type: ShowcaseType.note, byteCount: byteCount),
                Representation(type: .plainText, byteCount: byteCount, needsLoading: true),
            ])
        default:
            return ItemProvider()
        }
    }
}
