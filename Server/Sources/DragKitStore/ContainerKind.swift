/// What a container is, which decides how the page renders it and which drops
/// the store takes (see the kinds table in `Docs/Showcase.md`).
///
/// Stored as its raw value in `containers.kind`. Most kinds only matter to the
/// page and the Wasm catalogue; the store cares about three properties:
/// ``isText`` (holds a ``TextDocument``, no items), ``storesItems`` and
/// ``isWriteOnly``.
public enum ContainerKind: String, Sendable, Hashable, CaseIterable, Codable {
    case list, note, field, attachments, grid, album, print, recipients, mailbody, day
    case folder, dropbox, springboard, dock, appfolder, dashboard

    /// Text kinds hold one rich-text document and take text drops (`POST /api/text`),
    /// not item drops.
    public var isText: Bool {
        switch self {
        case .note, .field, .mailbody: true
        default: false
        }
    }

    /// Whether item drops may land here. A `print` control hands items to a task
    /// and keeps nothing; text kinds keep text, not items.
    public var storesItems: Bool {
        !isText && self != .print
    }

    /// A write-only container (the Files drop box): items may be dropped in,
    /// but nothing is ever dragged, copied or deleted out of it.
    public var isWriteOnly: Bool {
        self == .dropbox
    }
}
