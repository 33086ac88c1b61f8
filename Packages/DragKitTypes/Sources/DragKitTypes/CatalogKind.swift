/// What a catalogue says about one kind of container (`"kinds": {"album": {…}}`,
/// `Docs/Catalog.md`): each field left `nil` keeps what the container's markup says.
///
/// Plain data, so the engine's web host (which turns it into a container policy), the
/// catalogue reader and the showcase's server share it without depending on the engine.
public struct CatalogKind: Hashable, Sendable {
    /// How a kind lays out its items (`"axis"`).
    public enum Axis: Hashable, Sendable {
        case vertical, horizontal, grid
        /// `"rows"`: one row (horizontal), or wrapping rows where the markup says grid (F6).
        case rows
    }

    /// How a drop that can't be undone is confirmed (`"confirmation"`, S11).
    public enum Confirmation: Hashable, Sendable {
        /// Asked before the drop lands.
        case before
        /// A Cancel step after the drop.
        case after
    }

    /// What a drop from another container of the app does (`"crossOperation"`, S3).
    public enum Operation: Hashable, Sendable {
        case copy, move, link
    }

    /// The task a drop starts instead of storing content (`"task"`, F10): a kind, not words;
    /// hosts and announcers say it in the page's language (S7).
    public enum Task: UInt8, Hashable, Sendable {
        case print = 0, upload = 1, share = 2

        /// The catalogue's word for it (`"print"`), for developer messages. O(1).
        public var name: String {
            switch self {
            case .print: "print"
            case .upload: "upload"
            case .share: "share"
            }
        }
    }

    /// The size the drag image takes over a container of this kind (`"dropPreviewSize"`, F3),
    /// in whole points.
    public struct PreviewSize: Hashable, Sendable {
        public var width: Int
        public var height: Int

        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }
    }

    /// What text views of this kind do (`"text"`): a kind with it is a text kind.
    public struct Text: Hashable, Sendable {
        /// Rich text keeps the style of dropped text; plain text adopts the drop's (A4).
        public var isRich: Bool?
        /// The item types a text view of this kind takes, replacing ``CatalogKind/accepts``.
        public var accepts: [TypeIdentifier]?

        public init(isRich: Bool? = nil, accepts: [TypeIdentifier]? = nil) {
            self.isRich = isRich
            self.accepts = accepts
        }
    }

    public var axis: Axis?
    /// The types taken where the markup names none (`"accepts"`).
    public var accepts: [TypeIdentifier]?
    public var undoable: Bool?
    public var confirmation: Confirmation?
    public var crossOperation: Operation?
    public var allowsDragging: Bool?
    public var requestedFields: [String]?
    public var placesByDropPoint: Bool?
    public var dropPreviewSize: PreviewSize?
    public var task: Task?
    public var text: Text?

    public init() {}

    /// Containers of this kind are text views (the kind says `"text"`): they hold text, not items.
    public var isText: Bool { text != nil }

    /// Whether items dropped here are kept: not a text view (it keeps text) and not a task
    /// control (it hands items to its task, F10).
    public var storesItems: Bool { text == nil && task == nil }

    /// The types a container of this kind takes when its markup accepts `markup`: the markup's
    /// when it names any, else the kind's, else every type (empty). O(1) plus the copy.
    public func acceptedTypes(markup: [TypeIdentifier]) -> [TypeIdentifier] {
        markup.isEmpty ? accepts ?? [] : markup
    }
}
